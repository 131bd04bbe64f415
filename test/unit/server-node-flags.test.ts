/**
 * The API server's node flags are declared once (scripts/server-node-flags.mjs): `npm start` (package.json's
 * start script) runs the server with exactly those, and the bench's servers (bench/lib/server.mjs and
 * cluster.mjs) read the same declaration, so what the bench measures is what an operator runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

test('npm start passes the declared node flags, and the bench reads the same declaration', () => {
  const declared = JSON.parse(/SERVER_NODE_FLAGS = (\[[^\]]*\])/.exec(read('scripts/server-node-flags.mjs'))![1].replace(/'/g, '"')) as string[];
  expect(declared).toContain('--max-semi-space-size=64');
  const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start;
  expect(start).toBe(`node ${declared.join(' ')} scripts/start.mjs`);
  for (const f of ['bench/lib/server.mjs', 'bench/lib/cluster.mjs']) expect(read(f)).toContain('...SERVER_NODE_FLAGS');
});
