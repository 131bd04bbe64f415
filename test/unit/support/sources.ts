/**
 * The source files the scanning tests read (limits, layers, paths, promises, formatters, clock, settings):
 * one walker, so each test says only which folders and which kinds of file it reads.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const REPO = join(__dirname, '..', '..', '..');

/** TypeScript sources (.ts, .tsx; never .d.ts) unless `ext` says which names to take. */
export const TS = /\.tsx?$/;
export const TS_JS = /\.(ts|tsx|js|jsx)$/;
export const TS_JS_MJS = /\.(ts|tsx|js|jsx|mjs)$/;

/** Every file under `dir` whose name matches `ext` (declaration files never), skipping the folders in `skip` (absolute paths). */
export function sourceFiles(dir: string, ext: RegExp = TS, skip: readonly string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return skip.includes(p) ? [] : sourceFiles(p, ext, skip);
    return ext.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}
