/** Mini-program subscribe messages: wx.requestSubscribeMessage through Taro (inside the user's tap). */
import Taro from '@tarojs/taro';
import type { SubscribeAdapter, SubscribeAnswer } from './types';

type RequestApi = Pick<typeof Taro, 'requestSubscribeMessage'>;
const ANSWERS: readonly SubscribeAnswer[] = ['accept', 'reject', 'ban', 'filter'];

/** Builds the mini-program subscribe adapter. */
export function createWeappSubscribe(taro: RequestApi = Taro): SubscribeAdapter {
  return {
    isAvailable: () => true,
    async request(templateIds) {
      const ids = templateIds.filter(Boolean);
      if (!ids.length) return {};
      // WeChat answers { errMsg, <templateId>: 'accept' | 'reject' | 'ban' | 'filter' }.
      const res = (await taro.requestSubscribeMessage({ tmplIds: ids } as Parameters<RequestApi['requestSubscribeMessage']>[0])) as unknown as Record<string, string>;
      const out: Record<string, SubscribeAnswer> = {};
      for (const id of ids) out[id] = ANSWERS.includes(res[id] as SubscribeAnswer) ? (res[id] as SubscribeAnswer) : 'filter';
      return out;
    },
  } satisfies SubscribeAdapter;
}
