/**
 * Passing a page on to friends from a button. Where links are shared (H5: the browser, WeChat's
 * browser) it shows the absolute link with 复制链接 and 分享 (ShareStore.copyLink / shareLink); in the
 * mini-program, where an H5 path opens nothing, it is WeChat's share button (open-type share), which
 * sends the page's own card (RoutePage's share answer).
 */
import type { ReactNode } from 'react';
import { observer } from 'mobx-react';
import { Button, Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import './index.css';

export interface LinkShareProps {
  /** the in-app H5 path to pass on, e.g. /cf/group-help-detail/c1?bonfireUuid=t1 */
  path: string;
  /** the card's title and text where a share menu takes them */
  title: string;
  desc: string;
  /** test id prefix: <id>-link, <id>-copy, <id>-share */
  testId: string;
  /** shown above the link / share button */
  hint?: string;
  /** false: no 分享 button beside 复制链接 (the page offers its own ways, e.g. the poster) */
  shareButton?: boolean;
  /** more actions beside 复制链接 */
  children?: ReactNode;
}

export const LinkShare = observer(function LinkShare({ path, title, desc, testId, hint, shareButton = true, children }: LinkShareProps) {
  const { share, platform } = useStores();
  const url = platform.share.linkFor(path);
  return (
    <View className='link-share'>
      {hint ? <Text className='link-share__hint'>{hint}</Text> : null}
      {url ? (
        <>
          <Text className='link-share__url' data-testid={`${testId}-link`} userSelect>{url}</Text>
          <View className='link-share__actions'>
            <View className='link-share__btn' data-testid={`${testId}-copy`} onClick={() => void share.copyLink(url)}>复制链接</View>
            {shareButton ? (
              <View className='link-share__btn link-share__btn--main' data-testid={`${testId}-share`} onClick={() => void share.shareLink({ title, desc, url })}>分享</View>
            ) : null}
            {children}
          </View>
        </>
      ) : (
        <Button className='link-share__btn link-share__btn--main link-share__mp' openType='share' data-testid={`${testId}-share`}>分享给好友</Button>
      )}
    </View>
  );
});
