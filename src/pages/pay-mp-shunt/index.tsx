/**
 * /cf/pay/mp-shunt?infoUuid=...: hands the payment to the mini-program. Inside the mini-program it
 * goes straight to the pay page; in the messaging browser it offers 前往小程序支付 through the
 * open-tag wx-open-launch-weapp; elsewhere it explains how to continue.
 */
import { createElement, useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { useStores } from '../../stores/context';
import { StateView } from '../../components/StateView';
import { reportImportant } from '../../stores/report';
import '../../components/case/case.css';

/** The mini-program's original id for the open tag (deployment value). */
export const MP_USERNAME = 'gh_0000000000000';

const ShuntContent = observer(function ShuntContent() {
  const { params } = useRoute();
  const { platform, api } = useStores();
  const infoUuid = params.infoUuid ?? '';
  const { env, nav } = platform;

  useEffect(() => {
    if (!infoUuid) reportImportant(api, 'MP_SHUNT', { reason: 'no infoUuid' });
    else if (env.isMiniProgram) nav.go('pay', { infoUuid }, { replace: true });
  }, [api, env.isMiniProgram, nav, infoUuid]);

  if (!infoUuid) {
    return <StateView icon='!' title='缺少筹款信息' desc='请返回筹款详情页重新发起支付' actionText='看看正在筹款的项目' onAction={() => nav.go('commonList')} />;
  }
  if (env.isMiniProgram) return <StateView icon='…' title='正在前往支付' />;
  if (env.isWechat) {
    const mpPath = `sdc/cfPagesMain/detail/index.html?infoUuid=${encodeURIComponent(infoUuid)}`;
    return (
      <View className='cf-page' data-testid='mp-shunt'>
        <StateView icon='¥' title='请在小程序中完成支付' desc='为保障支付安全，本次支付将在爱心筹小程序中完成。' />
        <View className='cf-bottom-spacer' />
        <View className='cf-bottom'>
          {createElement(
            'wx-open-launch-weapp',
            { username: MP_USERNAME, path: mpPath, style: { display: 'block', width: '100%' } },
            createElement('script', { type: 'text/wxtag-template' }, '<button style="width:100%;height:46px;border:0;border-radius:23px;background:#1aad5c;color:#fff;font-size:16px;">前往小程序支付</button>'),
          )}
        </View>
      </View>
    );
  }
  return (
    <View className='cf-page' data-testid='mp-shunt'>
      <StateView
        icon='¥'
        title='请在微信中打开'
        desc='该支付需要在微信小程序中完成。请复制链接到微信中打开，或直接在当前页面继续支付。'
        actionText='在当前页面继续支付'
        onAction={() => nav.go('pay', { infoUuid }, { replace: true })}
      />
      <Text className='cf-muted cf-pad'>前往小程序支付需要微信 7.0.12 及以上版本。</Text>
    </View>
  );
});

export default function PayMpShuntPage() {
  return (
    <RoutePage route='payMpShunt'>
      <ShuntContent />
    </RoutePage>
  );
}
