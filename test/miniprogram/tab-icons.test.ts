/**
 * The mini-program's tabBar (dist/weapp/app.json, from src/lib/tabs.ts mpTabBar) names an icon and a
 * selected icon for each of 首页 / 发起筹款 / 我的, and the build ships them: PNGs of 81x81 px (WeChat's
 * recommended size) under its 40 KB limit, the active one different from the inactive one.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DIST } from './harness';

type Tab = { pagePath: string; text: string; iconPath?: string; selectedIconPath?: string };

test('every tab has its icons in the build: 81x81 PNGs under 40 KB, active and inactive different', async () => {
  const app = JSON.parse(readFileSync(join(DIST, 'app.json'), 'utf8')) as { tabBar: { list: Tab[] } };
  expect(app.tabBar.list.map((t) => t.text)).toEqual(['首页', '发起筹款', '我的']);
  for (const tab of app.tabBar.list) {
    const paths = [tab.iconPath, tab.selectedIconPath];
    expect(paths.every(Boolean)).toBe(true);
    for (const p of paths as string[]) {
      const file = join(DIST, p);
      expect([p, existsSync(file)]).toEqual([p, true]);
      expect(statSync(file).size).toBeLessThan(40 * 1024);
      const meta = await sharp(file).metadata();
      expect([p, meta.format, meta.width, meta.height]).toEqual([p, 'png', 81, 81]);
    }
    expect(readFileSync(join(DIST, tab.iconPath!)).equals(readFileSync(join(DIST, tab.selectedIconPath!)))).toBe(false);
  }
});
