/** Pieces the love-value pages share: a ledger row and a load-failure line. */
import { Text, View } from '@tarojs/components';
import type { LoveRow } from '../../../contract/love';
import { formatTime } from '../../../lib/time';
import { REASON_TEXT, signed } from '../../../stores/LoveStore';
import './love.css';

export function LoveRowView({ row }: { row: LoveRow }) {
  return (
    <View className='love-row' data-testid='love-ledger-row' data-reason={row.reason}>
      <View className='love-row__main'>
        <Text className='love-row__title'>{REASON_TEXT[row.reason]}</Text>
        <Text className='love-row__sub'>{`${row.note ? `${row.note} · ` : ''}${formatTime(row.time)}`}</Text>
      </View>
      <Text className={`love-row__delta ${row.delta < 0 ? 'love-row__delta--minus' : ''}`}>{signed(row.delta)}</Text>
    </View>
  );
}
