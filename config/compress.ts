/**
 * Writes `<file>.br` and `<file>.gz` next to every text asset of the H5 build, so the server can send
 * precompressed bytes (@fastify/static `preCompressed`) without compressing per request. On the
 * throttled mobile links we measure against (1.6 Mbps) transfer size, not raw size, sets the load time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 512;

export class PrecompressPlugin {
  apply(compiler: { hooks: { afterEmit: { tap(name: string, fn: (c: { assets: Record<string, unknown>; outputOptions: { path?: string } }) => void): void } } }) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const out = compilation.outputOptions.path;
      if (!out) return;
      for (const name of Object.keys(compilation.assets)) {
        if (!COMPRESSIBLE.test(name) || name.endsWith('.LICENSE.txt')) continue;
        const file = join(out, name);
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const br = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        const gz = gzipSync(body, { level: 9 });
        if (br.length < body.length) writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
      }
    });
  }
}
