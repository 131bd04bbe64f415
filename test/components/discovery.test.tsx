/**
 * 发现 (issue 25): eleven rows one under another made a long page; the ways in are three short groups
 * (找求助, 一起行善, 了解平台) of tappable cells, each still opening its screen.
 */
import { fireEvent } from '@testing-library/react';
import DiscoveryPage, { DISCOVERY_GROUPS } from '../../src/pages/mine/discovery';
import { routeByName } from '../../src/routes';
import { eventually, renderWithStores } from './donor-render';

test('the ways in come in three titled groups of cells, and every cell opens its screen', async () => {
  const r = renderWithStores(<DiscoveryPage />, { platform: { path: '/cf/discovery' } });
  await eventually(() => expect(r.getAllByTestId('discovery-group')).toHaveLength(3));
  expect(r.getAllByTestId('discovery-group').map((g) => g.querySelector('.cf-discovery__title')?.textContent)).toEqual(['找求助', '一起行善', '了解平台']);
  const entries = DISCOVERY_GROUPS.flatMap((g) => g.entries);
  // none dropped: the eleven screens it led to before are all still one tap away
  expect(new Set(entries.map((e) => e[2]))).toEqual(new Set([
    'commonList', 'vipCase', 'themeCase', 'commonCase', 'waterComment', 'activityPray', 'learnMore', 'publicityPage', 'commonProblem', 'articleList', 'insuranceEducation',
  ]));
  for (const [id, title, route] of entries) {
    const cell = r.getByTestId(id);
    expect(cell.textContent).toContain(title);
    // a cell is its title only (no line of description under it: the page stays short)
    expect(cell.querySelectorAll('.mine-list-item__sub')).toHaveLength(0);
    fireEvent.click(cell);
    expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe(routeByName(route).h5);
  }
});
