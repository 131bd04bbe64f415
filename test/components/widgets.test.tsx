import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from '../../src/components/Dialog';
import { EmptyState, ErrorState } from '../../src/components/StateView';
import { BottomLoader, BOTTOM_LOCK_MS, BOTTOM_TRIGGER_PX, shouldLoadMore } from '../../src/components/BottomLoader';
import { PullToRefresh, PULL_REFRESH_HEIGHT, pullDistance, stateForPull } from '../../src/components/PullToRefresh';
import { flush, renderPage } from './render';

test('Dialog: default confirm label, z-index 602, optional cancel', () => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const { rerender } = render(<Dialog title='提示' onConfirm={onConfirm} />);
  expect(screen.getByTestId('dialog-confirm').textContent).toBe('确定');
  expect(screen.queryByTestId('dialog-cancel')).toBeNull();
  expect(screen.getByTestId('dialog').getAttribute('style')).toContain('z-index: 602');
  rerender(<Dialog title='修改' content='仅部分内容可修改，提交后需人工审核' confirmText='确认' cancelText='我再想想' onConfirm={onConfirm} onCancel={onCancel} />);
  fireEvent.click(screen.getByTestId('dialog-cancel'));
  fireEvent.click(screen.getByTestId('dialog-confirm'));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('dialog').textContent).toContain('仅部分内容可修改');
});

test('EmptyState / ErrorState', () => {
  const retry = jest.fn();
  render(
    <>
      <EmptyState text='暂无捐款记录' />
      <ErrorState onRetry={retry} />
    </>,
  );
  expect(screen.getByTestId('empty-state').textContent).toContain('暂无捐款记录');
  fireEvent.click(screen.getByTestId('error-state-action'));
  expect(retry).toHaveBeenCalled();
});

describe('pull to refresh', () => {
  test('states by pull distance (44 px threshold)', () => {
    expect(PULL_REFRESH_HEIGHT).toBe(44);
    expect(stateForPull(0, false)).toBe('idle');
    expect(stateForPull(43, false)).toBe('pulling');
    expect(stateForPull(44, false)).toBe('release');
    expect(stateForPull(0, true)).toBe('refreshing');
    expect(pullDistance(-10)).toBe(0);
    expect(pullDistance(100)).toBe(50);
  });

  test('pull past the threshold shows 释放刷新, release refreshes (正在刷新) and returns to idle', async () => {
    let finish!: () => void;
    const onRefresh = jest.fn(() => new Promise<void>((r) => (finish = r)));
    renderPage(() => (
      <PullToRefresh onRefresh={onRefresh}>
        <span>list</span>
      </PullToRefresh>
    ));
    const head = screen.getByTestId('pull-to-refresh');
    const area = head.parentElement as HTMLElement;
    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 150 }] });
    expect(head.getAttribute('data-state')).toBe('pulling');
    fireEvent.touchMove(area, { touches: [{ clientY: 200 }] });
    expect(head.getAttribute('data-state')).toBe('release');
    expect(head.textContent).toBe('释放刷新');
    fireEvent.touchEnd(area);
    await flush();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(head.getAttribute('data-state')).toBe('refreshing');
    expect(head.textContent).toBe('正在刷新');
    await act(async () => finish());
    await flush();
    expect(head.getAttribute('data-state')).toBe('idle');
  });

  test('a short pull does not refresh', async () => {
    const onRefresh = jest.fn();
    renderPage(() => <PullToRefresh onRefresh={onRefresh} />);
    const area = screen.getByTestId('pull-to-refresh').parentElement as HTMLElement;
    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 140 }] });
    fireEvent.touchEnd(area);
    await flush();
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByTestId('pull-to-refresh').getAttribute('data-state')).toBe('idle');
  });

  test('where the pull-down is native (the mini-program) the page draws no header of its own', () => {
    const r = renderPage(() => (
      <PullToRefresh onRefresh={jest.fn()}>
        <span>list</span>
      </PullToRefresh>
    ), { nativePullDown: true });
    expect(r.queryByTestId('pull-to-refresh')).toBeNull();
    expect(r.container.textContent).toBe('list');
  });
});

describe('bottom loader', () => {
  const base = { now: 10_000, lastAt: null, loading: false, hasMore: true };
  test('triggers within 70 px of the bottom, locked for 2 s, never while loading or when done', () => {
    expect(BOTTOM_TRIGGER_PX).toBe(70);
    expect(shouldLoadMore({ ...base, distanceToBottom: 70 })).toBe(true);
    expect(shouldLoadMore({ ...base, distanceToBottom: 71 })).toBe(false);
    expect(shouldLoadMore({ ...base, distanceToBottom: 0, lastAt: 10_000 - BOTTOM_LOCK_MS + 1 })).toBe(false);
    expect(shouldLoadMore({ ...base, distanceToBottom: 0, lastAt: 10_000 - BOTTOM_LOCK_MS })).toBe(true);
    expect(shouldLoadMore({ ...base, distanceToBottom: 0, loading: true })).toBe(false);
    expect(shouldLoadMore({ ...base, distanceToBottom: 0, hasMore: false })).toBe(false);
  });

  test('texts and tap to load', () => {
    const more = jest.fn();
    const { rerender } = render(<BottomLoader loading={false} hasMore onLoadMore={more} />);
    expect(screen.getByTestId('bottom-loader').textContent).toBe('上拉加载更多');
    fireEvent.click(screen.getByTestId('bottom-loader'));
    fireEvent.click(screen.getByTestId('bottom-loader'));
    expect(more).toHaveBeenCalledTimes(1); // the 2 s lock
    rerender(<BottomLoader loading hasMore onLoadMore={more} />);
    expect(screen.getByTestId('bottom-loader').textContent).toBe('加载中…');
    rerender(<BottomLoader loading={false} hasMore={false} onLoadMore={more} />);
    expect(screen.getByTestId('bottom-loader').textContent).toBe('没有更多了');
  });
});
