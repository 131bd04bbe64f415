/**
 * Jest globalSetup of the projects that start the server (server, e2e): the server's first-screen render
 * is a file the H5 build makes (dist/ssr/first-screen.cjs, config/ssr-bundle.ts). Built here too when it
 * is missing or older than the client sources (a few seconds of esbuild), so a server test run alone
 * renders the pages from the current sources, as `npm test` after its H5 build does.
 */
import { ensureFirstScreenBundle } from '../../config/ssr-bundle';

export default async function firstScreenBundle(): Promise<void> {
  await ensureFirstScreenBundle();
}
