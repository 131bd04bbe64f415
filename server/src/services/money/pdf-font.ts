/**
 * The CJK font for receipts: one face of a TrueType collection (the machine's WenQuanYi Micro Hei,
 * RECEIPT_FONT_PATH to change it), its Unicode map and advance widths, and a subset that keeps only
 * the glyphs a document uses (same glyph ids, every other glyph empty) for embedding in a PDF.
 */
import { readFileSync } from 'node:fs';
import { processSettings } from '../../settings';

export const DEFAULT_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

interface Table { tag: string; offset: number; length: number }
export interface Font {
  name: string;
  unitsPerEm: number;
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
  /** Glyph id of a code point (0: missing). */
  glyph(cp: number): number;
  /** Advance width of a glyph in 1/1000 em. */
  width(gid: number): number;
  /** A TrueType font with only these glyphs (plus their components and glyph 0) drawn. */
  subset(gids: Iterable<number>): Buffer;
}

const cache = new Map<string, Font>();

export function loadFont(path = processSettings().RECEIPT_FONT_PATH || DEFAULT_FONT): Font {
  let f = cache.get(path);
  if (!f) cache.set(path, (f = parseFont(readFileSync(path))));
  return f;
}

function parseFont(file: Buffer): Font {
  // A collection starts with 'ttcf' and the offsets of its faces; the first face is the one used.
  const base = file.toString('latin1', 0, 4) === 'ttcf' ? file.readUInt32BE(12) : 0;
  const numTables = file.readUInt16BE(base + 4);
  const tables = new Map<string, Table>();
  for (let i = 0; i < numTables; i++) {
    const r = base + 12 + i * 16;
    tables.set(file.toString('latin1', r, r + 4), { tag: file.toString('latin1', r, r + 4), offset: file.readUInt32BE(r + 8), length: file.readUInt32BE(r + 12) });
  }
  const t = (tag: string) => {
    const x = tables.get(tag);
    if (!x) throw new Error(`font has no ${tag} table`);
    return x;
  };
  const head = t('head').offset;
  const unitsPerEm = file.readUInt16BE(head + 18);
  const bbox: [number, number, number, number] = [file.readInt16BE(head + 36), file.readInt16BE(head + 38), file.readInt16BE(head + 40), file.readInt16BE(head + 42)];
  const longLoca = file.readInt16BE(head + 50) === 1;
  const hhea = t('hhea').offset;
  const numHMetrics = file.readUInt16BE(hhea + 34);
  const numGlyphs = file.readUInt16BE(t('maxp').offset + 4);
  const hmtx = t('hmtx').offset;
  const loca = t('loca').offset;
  const glyf = t('glyf').offset;
  const locaAt = (g: number) => (longLoca ? file.readUInt32BE(loca + g * 4) : file.readUInt16BE(loca + g * 2) * 2);

  // cmap: the Windows Unicode BMP subtable (platform 3, encoding 1), format 4.
  const cmap = t('cmap').offset;
  let sub = -1;
  for (let i = 0; i < file.readUInt16BE(cmap + 2); i++) {
    const r = cmap + 4 + i * 8;
    if (file.readUInt16BE(r) === 3 && file.readUInt16BE(r + 2) === 1) sub = cmap + file.readUInt32BE(r + 4);
  }
  if (sub < 0 || file.readUInt16BE(sub) !== 4) throw new Error('font has no Unicode BMP cmap (format 4)');
  const segs = file.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const ranges = deltas + segs * 2;
  const glyph = (cp: number): number => {
    for (let i = 0; i < segs; i++) {
      if (file.readUInt16BE(ends + i * 2) < cp) continue;
      const start = file.readUInt16BE(starts + i * 2);
      if (start > cp) return 0;
      const delta = file.readInt16BE(deltas + i * 2);
      const ro = file.readUInt16BE(ranges + i * 2);
      if (ro === 0) return (cp + delta) & 0xffff;
      const g = file.readUInt16BE(ranges + i * 2 + ro + (cp - start) * 2);
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  const width = (gid: number) => Math.round((file.readUInt16BE(hmtx + Math.min(gid, numHMetrics - 1) * 4) * 1000) / unitsPerEm);

  function subset(wanted: Iterable<number>): Buffer {
    const keep = new Set<number>([0]);
    const queue = [...wanted];
    while (queue.length) {
      const g = queue.pop()!;
      if (g >= numGlyphs || keep.has(g)) continue;
      keep.add(g);
      const at = glyf + locaAt(g);
      if (locaAt(g + 1) - locaAt(g) > 0 && file.readInt16BE(at) < 0) {
        // A composite glyph: keep its components too.
        let p = at + 10;
        for (;;) {
          const flags = file.readUInt16BE(p);
          queue.push(file.readUInt16BE(p + 2));
          p += 4 + (flags & 1 ? 4 : 2) + (flags & 8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
          if (!(flags & 0x20)) break;
        }
      }
    }
    const glyphs: Buffer[] = [];
    const newLoca = Buffer.alloc((numGlyphs + 1) * 4);
    let off = 0;
    for (let g = 0; g < numGlyphs; g++) {
      newLoca.writeUInt32BE(off, g * 4);
      if (!keep.has(g)) continue;
      const data = file.subarray(glyf + locaAt(g), glyf + locaAt(g + 1));
      const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
      glyphs.push(padded);
      off += padded.length;
    }
    newLoca.writeUInt32BE(off, numGlyphs * 4);
    const copy = (tag: string) => (tables.has(tag) ? Buffer.from(file.subarray(t(tag).offset, t(tag).offset + t(tag).length)) : null);
    const newHead = copy('head')!;
    newHead.writeUInt32BE(0, 8); // checkSumAdjustment
    newHead.writeInt16BE(1, 50); // long loca
    const post = copy('post');
    const out = ([
      ['OS/2', copy('OS/2')], ['cvt ', copy('cvt ')], ['fpgm', copy('fpgm')], ['glyf', Buffer.concat(glyphs)], ['head', newHead], ['hhea', copy('hhea')],
      ['hmtx', copy('hmtx')], ['loca', newLoca], ['maxp', copy('maxp')], ['name', copy('name')],
      ['post', post ? Buffer.concat([Buffer.from([0, 3, 0, 0]), post.subarray(4, 32)]) : null], ['prep', copy('prep')],
    ] as [string, Buffer | null][]).filter((x): x is [string, Buffer] => !!x[1]);
    return assemble(out);
  }

  return {
    name: 'WenQuanYiMicroHei', unitsPerEm, bbox: bbox.map((v) => Math.round((v * 1000) / unitsPerEm)) as Font['bbox'],
    ascent: Math.round((file.readInt16BE(hhea + 4) * 1000) / unitsPerEm), descent: Math.round((file.readInt16BE(hhea + 6) * 1000) / unitsPerEm),
    glyph, width, subset,
  };
}

function checksum(b: Buffer): number {
  const p = Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
  let s = 0;
  for (let i = 0; i < p.length; i += 4) s = (s + p.readUInt32BE(i)) >>> 0;
  return s;
}

/** An sfnt file from tables sorted by tag. */
function assemble(tables: [string, Buffer][]): Buffer {
  const n = tables.length;
  const pow = 2 ** Math.floor(Math.log2(n));
  const header = Buffer.alloc(12 + n * 16);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(n, 4);
  header.writeUInt16BE(pow * 16, 6);
  header.writeUInt16BE(Math.log2(pow), 8);
  header.writeUInt16BE(n * 16 - pow * 16, 10);
  let off = header.length;
  const bodies: Buffer[] = [];
  tables.forEach(([tag, data], i) => {
    const r = 12 + i * 16;
    header.write(tag, r, 'latin1');
    header.writeUInt32BE(checksum(data), r + 4);
    header.writeUInt32BE(off, r + 8);
    header.writeUInt32BE(data.length, r + 12);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    off += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}
