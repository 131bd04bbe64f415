/**
 * /mine/love-rights: the rights the user's love value opens. The tier (0-6) comes from the love
 * value's band; rights show on a case only to a logged-in user who is not its owner, with a love
 * value above 100, on the old report version (?infoUuid= asks about one case).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../../components/RoutePage';
import { ErrorState } from '../../../../components/StateView';
import { useStores } from '../../../../stores/context';
import { RIGHTS_MIN_SCORE, rightsBandRows } from '../../../../contract/rules/love';
import '../love.css';

const Rights = observer(function Rights() {
  const { love, platform } = useStores();
  const { params } = useRoute();
  const infoUuid = params.infoUuid || undefined;
  useEffect(() => {
    void love.loadRights(infoUuid);
  }, [love, infoUuid]);
  const r = love.rights;
  if (!r) return love.rightsAct.error ? <ErrorState text={love.rightsAct.error} onRetry={() => void love.loadRights(infoUuid)} /> : null;
  return (
    <View className='love' data-testid='love-rights'>
      <View className='love-card'>
        <Text className='love-card__label'>我的爱心值</Text>
        <Text className='love-card__num' data-testid='rights-score'>{r.loveScore}</Text>
        <Text className='love-card__sub' data-testid='rights-tier'>
          {r.tier === 0 ? `爱心值超过${RIGHTS_MIN_SCORE}即可解锁权益` : `权益等级 ${r.tier}${r.senior ? ' · 资深' : ''}${r.nextAt ? ` · 距下一档还差${r.nextAt - r.loveScore}` : ''}`}
        </Text>
      </View>
      <Text className='love-h'>我的权益</Text>
      {r.rights.map((x) => (
        <View key={x.code} className='love-right' data-testid={`love-right-${x.code}`} data-open={x.open ? '1' : '0'}>
          <Text className='love-right__name'>{x.name}</Text>
          <Text className={`love-right__state ${x.open ? 'love-right__state--open' : ''}`}>{x.open ? '已解锁' : '未解锁'}</Text>
        </View>
      ))}
      {infoUuid ? (
        <Text className='love-h' data-testid='rights-visible' data-new-version={r.newVersion ? '1' : '0'}>
          {r.visible.length ? `在该筹款中展示：${r.visible.length}项权益` : r.newVersion ? '该筹款为新版详情页，不展示权益' : '在该筹款中不展示权益'}
        </Text>
      ) : null}
      <Text className='love-h'>权益档位</Text>
      <View className='love-rules'>
        {rightsBandRows().map(({ band, what }) => (
          <View key={band} className='love-rule'>
            <Text>{`爱心值 ${band}`}</Text>
            <Text>{what}</Text>
          </View>
        ))}
      </View>
      <Text className='love-h'>权益仅对登录用户在他人的筹款中展示，筹款人本人不展示。</Text>
      <View className='love-btn love-btn--ghost' role='button' data-testid='rights-earn' onClick={() => platform.nav.go('loveValueHome')}>如何获得爱心值</View>
    </View>
  );
});

export default function LoveRightsPage() {
  return (
    <RoutePage route='loveRights'>
      <Rights />
    </RoutePage>
  );
}
