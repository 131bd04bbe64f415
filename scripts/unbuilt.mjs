// Writes test/unit/routes.unbuilt.json: the sorted names of the routes whose page is still
// UNBUILT_PAGE in src/routes.ts. test/unit/routes.test.ts fails when a route not in this list
// becomes unbuilt, so the number can only go down. Run after building screens: node scripts/unbuilt.mjs
import { writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const root = new URL('..', import.meta.url);
const { unbuiltRoutes } = await tsImport('../src/routes.ts', import.meta.url);
const names = [...unbuiltRoutes()].sort();
writeFileSync(new URL('test/unit/routes.unbuilt.json', root), `${JSON.stringify(names, null, 2)}\n`);
console.log(`test/unit/routes.unbuilt.json: ${names.length} unbuilt routes`);
