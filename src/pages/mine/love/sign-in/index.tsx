/** /cf/sign-in: today's sign-in (once per China-time day) and the month's calendar of signed days with the streak. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../../components/RoutePage';
import { ErrorState } from '../../../../components/StateView';
import { useStores } from '../../../../stores/context';
import { monthGrid } from '../../../../lib/love-calendar';
import { SIGN_IN_MAX } from '../../../../contract/rules/love';
import '../love.css';

const WEEK = ['一', '二', '三', '四', '五', '六', '日'];

const SignIn = observer(function SignIn() {
  const { love, platform } = useStores();
  useEffect(() => {
    void love.loadSignIn();
  }, [love]);
  const s = love.signInfo;
  if (!s) return love.signInfoAct.error ? <ErrorState text={love.signInfoAct.error} onRetry={() => void love.loadSignIn()} /> : null;
  const tap = async () => {
    const r = await love.signIn();
    if (r?.earned) platform.nav.go('getScoreSuccess');
  };
  const [y, m] = s.today.split('-');
  return (
    <View className='love' data-testid='sign-in-page'>
      <View className='love-card'>
        <Text className='love-card__label'>已连续签到</Text>
        <Text className='love-card__num' data-testid='sign-in-streak'>{`${s.streak}天`}</Text>
        <Text className='love-card__sub'>{`爱心值 ${s.balance} · 连续签到每天多得1点，最多${SIGN_IN_MAX}点`}</Text>
      </View>
      <View
        className={`love-btn ${s.signedToday || love.signAct.busy ? 'love-btn--off' : ''}`}
        role='button'
        data-testid='sign-in-submit'
        onClick={() => (s.signedToday ? undefined : void tap())}
      >
        {s.signedToday ? '今日已签到' : `签到领 ${s.nextPoints} 爱心值`}
      </View>
      {love.signAct.error ? <Text className='love-error'>{love.signAct.error}</Text> : null}
      <View className='love-cal' data-testid='sign-in-calendar'>
        <Text className='love-h' style={{ padding: '0 0 12px' }}>{`${y}年${Number(m)}月`}</Text>
        <View className='love-cal__head'>
          {WEEK.map((w) => <Text key={w} className='love-cal__cell love-cal__cell--head'>{w}</Text>)}
        </View>
        {monthGrid(s.today, s.days).map((week, i) => (
          <View key={i} className='love-cal__week'>
            {week.map((c, j) => (c ? (
              <Text
                key={c.day}
                className={`love-cal__cell ${c.signed ? 'love-cal__cell--signed' : ''} ${c.today ? 'love-cal__cell--today' : ''} ${c.future ? 'love-cal__cell--future' : ''}`}
                data-testid={c.signed ? 'sign-in-day-signed' : 'sign-in-day'}
              >
                {c.date}
              </Text>
            ) : <Text key={`e${j}`} className='love-cal__cell' />))}
          </View>
        ))}
      </View>
      <Text className='love-h'>签到以北京时间自然日计算，每天一次</Text>
    </View>
  );
});

export default function SignInPage() {
  return (
    <RoutePage route='signIn'>
      <SignIn />
    </RoutePage>
  );
}
