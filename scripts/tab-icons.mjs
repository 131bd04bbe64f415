#!/usr/bin/env node
/**
 * Draws the tab bar's icons: every SVG in scripts/tab-icons/ (home, launch, mine; inactive grey and
 * `-active` brand green) becomes an 81x81 PNG in src/assets/tabbar/ (WeChat's recommended tabBar icon
 * size, under its 40 KB limit). The mini-program's tabBar (src/lib/tabs.ts mpTabBar) and the H5 tab bar
 * (components/TabBar) both use the PNGs. Run after changing an SVG: `node scripts/tab-icons.mjs`.
 */
import { readdirSync, readFileSync, statSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(root, 'scripts', 'tab-icons');
const outDir = join(root, 'src', 'assets', 'tabbar');
const SIZE = 81;
const LIMIT = 40 * 1024;

mkdirSync(outDir, { recursive: true });
for (const name of readdirSync(srcDir).filter((f) => f.endsWith('.svg')).sort()) {
  const out = join(outDir, name.replace(/\.svg$/, '.png'));
  // drawn at 4x and scaled down: smooth edges at 81 px
  await sharp(readFileSync(join(srcDir, name)), { density: 72 * 4 })
    .resize(SIZE, SIZE)
    .png({ palette: true, compressionLevel: 9 })
    .toFile(out);
  const bytes = statSync(out).size;
  if (bytes > LIMIT) throw new Error(`${out}: ${bytes} bytes, over WeChat's 40 KB`);
  console.log(`${name} -> ${out.slice(root.length + 1)} (${bytes} bytes)`);
}
