/**
 * Every image the server draws uses the bundled font (server/src/services/fonts.ts), so it reads the same
 * on a machine without a system CJK font (a stock Debian, a slim container): the share poster and the
 * demo covers carry no <text> for fontconfig to resolve, every character they draw has a glyph in the
 * font it is drawn with (no .notdef box), and a process whose fontconfig knows only an empty font
 * directory draws the very same bytes as this one.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composePoster, posterTextSvg, qrPng, wrapTitle, type PosterInput } from '../src/services/growth/poster';
import { coverInitial, coverJpeg, coverSvg, shareCardSvg } from '../seed/covers';
import { missingGlyphs, type FontWeight } from '../src/services/fonts';

jest.setTimeout(60_000);

const POSTER: Omit<PosterInput, 'code'> = { title: '救救我的孩子：急性淋巴细胞白血病需要骨髓移植，谢谢大家', raisedAmount: 1234567, donationCount: 88, picture: null, codeHint: '帮TA转发，让更多人看到' };

/** The texts an SVG draws, with the weight of the font each is drawn in. */
const drawn = (svg: string) => [...svg.matchAll(/<path data-text="([^"]*)" data-weight="(\w+)"/g)].map((m) => ({
  text: m[1].replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c))), weight: m[2] as FontWeight,
}));

test('the poster and the covers draw their text as outlines of the bundled font, every character with a glyph', () => {
  const svgs = [posterTextSvg(POSTER), ...Array.from({ length: 20 }, (_, n) => coverSvg(n + 1)), shareCardSvg()];
  for (const svg of svgs) {
    expect(svg).not.toMatch(/<text\b|font-family/);
    const texts = drawn(svg);
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect({ ...t, missing: missingGlyphs(t.text, t.weight) }).toEqual({ ...t, missing: [] });
  }
  expect(drawn(posterTextSvg(POSTER)).map((t) => t.text)).toEqual([...wrapTitle(POSTER.title), '已筹', '¥12,345.67', '88次爱心帮助', '长按识别二维码', '帮TA转发，让更多人看到']);
  expect(drawn(coverSvg(3)).map((t) => t.text)).toEqual([coverInitial(3), '示例图片 3']);
});

test('with fontconfig pointed at an empty font directory, the poster and a cover come out byte for byte the same', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cf-no-fonts-'));
  try {
    mkdirSync(join(dir, 'fonts'));
    writeFileSync(join(dir, 'fonts.conf'), `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${dir}/fonts</dir><cachedir>${dir}/cache</cachedir></fontconfig>`);
    const script = join(dir, 'draw.ts');
    writeFileSync(script, `
      import { writeFileSync } from 'node:fs';
      import { composePoster, qrPng } from ${JSON.stringify(join(__dirname, '../src/services/growth/poster'))};
      import { coverJpeg } from ${JSON.stringify(join(__dirname, '../seed/covers'))};
      (async () => {
        writeFileSync(${JSON.stringify(join(dir, 'poster.png'))}, await composePoster({ ...${JSON.stringify(POSTER)}, code: await qrPng('https://cf.example.com/cf/contribute/x') }));
        writeFileSync(${JSON.stringify(join(dir, 'cover.jpg'))}, await coverJpeg(5));
        writeFileSync(${JSON.stringify(join(dir, 'share.jpg'))}, await coverJpeg('share'));
      })();`);
    const r = spawnSync(join(__dirname, '../../node_modules/.bin/tsx'), [script], { env: { ...process.env, FONTCONFIG_FILE: join(dir, 'fonts.conf'), FONTCONFIG_PATH: dir }, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(readFileSync(join(dir, 'poster.png')).equals(await composePoster({ ...POSTER, code: await qrPng('https://cf.example.com/cf/contribute/x') }))).toBe(true);
    expect(readFileSync(join(dir, 'cover.jpg')).equals(await coverJpeg(5))).toBe(true);
    expect(readFileSync(join(dir, 'share.jpg')).equals(await coverJpeg('share'))).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
