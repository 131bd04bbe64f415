/**
 * A small PDF writer for receipts and statements: A4 pages of text lines in one embedded CJK font
 * (a Type0 / CIDFontType2 font, Identity-H, the subset of the glyphs used, widths, and a ToUnicode
 * map so the text can be searched and copied). No dependency beyond node:zlib.
 */
import { deflateSync } from 'node:zlib';
import { loadFont, type Font } from './pdf-font';

export interface PdfLine { text: string; size?: number; x?: number; gap?: number }

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** Renders lines top to bottom (new page when full). */
export function renderPdf(lines: PdfLine[], opts: { title?: string; font?: Font } = {}): Buffer {
  const font = opts.font ?? loadFont();
  const used = new Map<number, number>(); // gid -> code point
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_H - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= line.gap ?? size * 1.6;
    if (y < MARGIN) {
      pages.push(ops.join('\n'));
      ops = [];
      y = PAGE_H - MARGIN - size * 1.6;
    }
    let glyphs = '';
    for (const ch of line.text) {
      const cp = ch.codePointAt(0)!;
      const gid = cp <= 0xffff ? font.glyph(cp) : 0;
      if (gid) used.set(gid, cp);
      glyphs += hex4(gid);
    }
    ops.push(`BT /F1 ${size} Tf ${line.x ?? MARGIN} ${y.toFixed(1)} Td <${glyphs}> Tj ET`);
  }
  pages.push(ops.join('\n'));

  const objs: (string | Buffer)[] = [];
  const add = (o: string | Buffer) => objs.push(o) as number; // returns the object number (1-based)
  const stream = (dict: string, data: Buffer, compress = true) => {
    const body = compress ? deflateSync(data) : data;
    return Buffer.concat([Buffer.from(`<< ${dict} /Length ${body.length}${compress ? ' /Filter /FlateDecode' : ''} >>\nstream\n`, 'latin1'), body, Buffer.from('\nendstream', 'latin1')]);
  };
  const catalog = add('');
  const pagesObj = add('');
  const fontFile = add(stream('', font.subset(used.keys())));
  const gids = [...used.keys()].sort((a, b) => a - b);
  const widths = gids.map((g) => `${g} [${font.width(g)}]`).join(' ');
  const descriptor = add(`<< /Type /FontDescriptor /FontName /AAAAAA+${font.name} /Flags 4 /FontBBox [${font.bbox.join(' ')}] /ItalicAngle 0 /Ascent ${font.ascent} /Descent ${font.descent} /CapHeight ${font.ascent} /StemV 80 /FontFile2 ${fontFile} 0 R >>`);
  const cid = add(`<< /Type /Font /Subtype /CIDFontType2 /BaseFont /AAAAAA+${font.name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [${widths}] /CIDToGIDMap /Identity >>`);
  const bfchars: string[] = [];
  for (let i = 0; i < gids.length; i += 100) {
    const chunk = gids.slice(i, i + 100);
    bfchars.push(`${chunk.length} beginbfchar\n${chunk.map((g) => `<${hex4(g)}> <${hex4(used.get(g)!)}>`).join('\n')}\nendbfchar`);
  }
  const cmap = `/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n${bfchars.join('\n')}\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend`;
  const toUnicode = add(stream('', Buffer.from(cmap, 'latin1'), false));
  const type0 = add(`<< /Type /Font /Subtype /Type0 /BaseFont /AAAAAA+${font.name} /Encoding /Identity-H /DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`);
  const pageIds: number[] = [];
  for (const content of pages) {
    const c = add(stream('', Buffer.from(content, 'latin1')));
    pageIds.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${type0} 0 R >> >> /Contents ${c} 0 R >>`));
  }
  objs[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objs[pagesObj - 1] = `<< /Type /Pages /Kids [${pageIds.map((p) => `${p} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const info = add(`<< /Producer (cf-platform) /Title <FEFF${Buffer.from(opts.title ?? '', 'utf16le').swap16().toString('hex').toUpperCase()}> >>`);

  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let off = parts[0].length;
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(off);
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), typeof o === 'string' ? Buffer.from(o, 'latin1') : o, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(b);
    off += b.length;
  });
  const xref = `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${off}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
