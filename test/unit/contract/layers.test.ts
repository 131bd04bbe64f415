/**
 * Layers in one direction: contract at the bottom (it imports only TypeBox and itself); lib on it;
 * platform on lib and contract; services on platform, lib and contract; the router's guards and effects
 * on those; stores on those; pages and components on top. A module may import its own layer and the layers below it, never one above.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { sourceFiles } from '../support/sources';

const SRC = join(__dirname, '../../../src');
const LAYERS = ['contract', 'lib', 'platform', 'services', 'router', 'stores', 'components', 'pages'] as const;
type Layer = (typeof LAYERS)[number];
/** What each layer may import from src/ (besides itself). */
const MAY: Record<Layer, Layer[]> = {
  contract: [],
  lib: ['contract'],
  platform: ['lib', 'contract'],
  services: ['platform', 'lib', 'contract'],
  // the route table's guards and effects: pure functions over the table, the platform and the api
  router: ['services', 'platform', 'lib', 'contract'],
  stores: ['router', 'services', 'platform', 'lib', 'contract'],
  components: ['stores', 'router', 'services', 'platform', 'lib', 'contract'],
  pages: ['components', 'stores', 'router', 'services', 'platform', 'lib', 'contract'],
};

const layerOf = (file: string): Layer | null => {
  const top = relative(SRC, file).split('/')[0] as Layer;
  return LAYERS.includes(top) ? top : null;
};

test('each layer of src/ imports only its own layer and those below', () => {
  const wrong: string[] = [];
  for (const f of sourceFiles(SRC)) {
    const from = layerOf(f);
    if (!from) continue;
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/^\s*(?:import|export)[^'"]*from\s+'(\.[^']+)'/gm)) {
      const to = layerOf(resolve(dirname(f), m[1]));
      if (to && to !== from && !MAY[from].includes(to)) wrong.push(`${relative(SRC, f)} (${from}) imports ${m[1]} (${to})`);
    }
    if (from === 'contract') {
      for (const m of text.matchAll(/^\s*(?:import|export)[^'"]*from\s+'([^.][^']*)'/gm)) {
        if (!m[1].startsWith('@sinclair/typebox')) wrong.push(`${relative(SRC, f)} (contract) imports the package ${m[1]}`);
      }
    }
  }
  expect(wrong).toEqual([]);
});
