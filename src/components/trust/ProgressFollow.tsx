/** Follow / unfollow a case's progress posts (shown on the case's progress list). */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import './trust.css';

export const ProgressFollow = observer(function ProgressFollow({ infoUuid }: { infoUuid: string }) {
  const { fundraiserCenter, auth } = useStores();
  const f = fundraiserCenter.follow;
  const loggedIn = auth.loggedIn;
  useEffect(() => {
    if (infoUuid) void f.load(infoUuid);
  }, [f, infoUuid, loggedIn]);
  const following = f.infoUuid === infoUuid && !!f.state?.following;
  return (
    <View className='cf-raise__row' style={{ padding: '20px 32px', background: '#fff' }}>
      <Text className='cf-trust__meta'>{f.state ? `${f.state.followers}人关注了动态` : '关注后，有新动态时会通知您'}</Text>
      <View
        className={`cf-raise__tag ${following ? '' : 'cf-raise__tag--s2'}`}
        data-testid='progress-follow'
        data-following={following ? 'true' : 'false'}
        role='button'
        onClick={() => void f.toggle()}
      >
        {following ? '已关注' : '关注动态'}
      </View>
    </View>
  );
});
