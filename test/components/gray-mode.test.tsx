/**
 * The site's gray mode (feature config grayMode, mourning days): read once per app session, the page is drawn
 * gray, and the page-visit log carries the mode the visit saw; a failed read counts as off.
 */
import { screen } from '@testing-library/react';
import { Text } from '@tarojs/components';
import { RoutePage } from '../../src/components/RoutePage';
import { createFakeApi } from '../setup/fakeApi';
import { flush, renderPage } from './render';

function Page() {
  return (
    <RoutePage route='commonList'>
      <Text data-testid='probe'>x</Text>
    </RoutePage>
  );
}
const pageEl = () => screen.getByTestId('probe').closest('[data-route]') as HTMLElement;

test('gray mode on: the page is gray and the page log says grayMode 1', async () => {
  const api = createFakeApi();
  api.config.featureConfig.mockImplementation(async ({ key }: { key: string }) => (key === 'grayMode' ? { grayMode: 1 } : {}));
  renderPage(Page, { api, path: '/cf/common/list' });
  await flush();
  await flush();
  expect(api.config.featureConfig).toHaveBeenCalledWith({ key: 'grayMode' });
  expect(pageEl().className).toContain('cf-page--gray');
  expect(api.stat.pageLog).toHaveBeenCalledWith(expect.objectContaining({ toPath: '/cf/common/list', grayMode: 1 }));
});

test('gray mode off, or its read failing: a normal page and grayMode 0 in the log', async () => {
  for (const answer of [async () => ({ grayMode: 0 }), async () => ({}), async () => { throw new Error('down'); }]) {
    const api = createFakeApi();
    api.config.featureConfig.mockImplementation(answer);
    const r = renderPage(Page, { api, path: '/cf/common/list' });
    await flush();
    await flush();
    expect(pageEl().className).not.toContain('cf-page--gray');
    expect(api.stat.pageLog).toHaveBeenCalledWith(expect.objectContaining({ grayMode: 0 }));
    r.unmount();
  }
});
