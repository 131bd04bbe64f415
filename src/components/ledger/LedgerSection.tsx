/**
 * 善款公示: the case page's public ledger (below the first screen). Money in, fees, withdrawn (each
 * payout: date, amount, fee, payee, batch, status), approved fund use with receipt thumbnails (a tap
 * opens the full image), refunds and the balance, and whether the figures add up — all from
 * /api/summaries/allocation through LedgerStore, loaded once the section is mounted on the client.
 * The server render and the client's first render draw nothing here, so the server-rendered first
 * screen of the case page is unchanged; the section appears after mount.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { LEDGER_COLLAPSED_ROWS, type LedgerList } from '../../stores/LedgerStore';
import type { LedgerStore } from '../../stores/LedgerStore';
import { ImageGallery } from '../case/ImageGallery';
import './ledger.css';

function Figure({ label, value, testId, main, note }: { label: string; value: string; testId: string; main?: boolean; note?: string }) {
  return (
    <View className={`cf-ledger__fig${main ? ' cf-ledger__fig--main' : ''}`}>
      <Text className='cf-ledger__fig-k'>{label}</Text>
      <View>
        <Text className='cf-ledger__fig-v' data-testid={testId}>{value}</Text>
        <Text className='cf-ledger__unit'>{note ? `元 · ${note}` : '元'}</Text>
      </View>
    </View>
  );
}

function More({ store, list, total }: { store: LedgerStore; list: LedgerList; total: number }) {
  if (total <= LEDGER_COLLAPSED_ROWS) return null;
  return (
    <View className='cf-more' role='button' data-testid={`ledger-more-${list}`} onClick={() => store.toggle(list)}>
      {store.expanded[list] ? '收起' : `查看全部${total}条`}
    </View>
  );
}

export const LedgerSection = observer(function LedgerSection({ infoUuid }: { infoUuid: string }) {
  const root = useStores();
  // Effects never run on the server: until mounted the section is absent (server HTML unchanged),
  // and the store is not even built there.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    if (infoUuid) void root.ledger.load(infoUuid);
  }, [root, infoUuid]);
  if (!mounted) return null;
  const ledger = root.ledger;

  const v = ledger.infoUuid === infoUuid ? ledger.view : null;
  const head = (
    <View className='cf-section__head'>
      <Text className='cf-section__title'>善款公示</Text>
      <Text className='cf-section__meta'>每一笔收支均有记录</Text>
    </View>
  );
  if (!v) {
    return (
      <View className='cf-section cf-ledger' data-testid='case-ledger' data-state={ledger.loadAct.error ? 'error' : 'loading'}>
        {head}
        {ledger.loadAct.error ? (
          <View className='cf-ledger__empty' role='button' onClick={() => void ledger.load(infoUuid)}>
            <Text>{`${ledger.loadAct.error}，点击重试`}</Text>
          </View>
        ) : (
          <View className='cf-ledger__loading'>
            <Text className='cf-ledger__empty'>加载中…</Text>
          </View>
        )}
      </View>
    );
  }
  const withdrawals = ledger.shown('withdrawals', v.withdrawals);
  const uses = ledger.shown('fundUse', v.fundUse);
  const refunds = ledger.shown('refunds', v.refunds);
  return (
    <View className='cf-section cf-ledger' data-testid='case-ledger' data-state='ready'>
      {head}
      <View className='cf-ledger__figures'>
        {/* The headline is raised as the case page shows it (donations less refunds); gross money in beside it. */}
        <Figure main label='已筹善款' value={v.raised} testId='ledger-raised' note={`${v.donationCount}笔捐款`} />
        <Figure label='筹款收入' value={v.moneyIn} testId='ledger-money-in' />
        <Figure label='服务费' value={v.fees} testId='ledger-fees' />
        <Figure label='已拨付' value={v.withdrawn} testId='ledger-withdrawn' />
        <Figure label='已退款' value={v.refunded} testId='ledger-refunded' />
        {v.goods ? <Figure label='物资' value={v.goods} testId='ledger-goods' /> : null}
        <Figure label='余额' value={v.balance} testId='ledger-balance' />
      </View>
      <View className={`cf-ledger__check${v.addsUp ? '' : ' cf-ledger__check--off'}`} data-testid='ledger-adds-up' data-ok={v.addsUp ? 'true' : 'false'}>
        <Text>{v.addsUpText}</Text>
      </View>
      {v.platformSubsidy ? (
        <Text className='cf-ledger__empty' data-testid='ledger-subsidy'>{`另有平台补贴服务费${v.platformSubsidy}元，由平台承担，不计入本筹款收支`}</Text>
      ) : null}

      {v.matching.map((m) => (
        <View key={m.id} className='cf-ledger__row' data-testid='ledger-row' data-kind={m.kind === 'match' ? 'match' : m.kind.replace('_', '-')}>
          <View className='cf-ledger__row-top'>
            <Text className='cf-ledger__row-title'>{m.title}</Text>
            <Text className='cf-ledger__row-amount'>{`${m.amount}元`}</Text>
          </View>
          <Text className='cf-ledger__row-sub'>{m.sub}</Text>
        </View>
      ))}

      <Text className='cf-ledger__sub'>拨付记录</Text>
      {v.withdrawals.length === 0 ? <Text className='cf-ledger__empty'>暂无拨付</Text> : null}
      {withdrawals.map((w) => (
        <View key={w.id} className='cf-ledger__row' data-testid='ledger-row' data-kind='withdrawal'>
          <View className='cf-ledger__row-top'>
            <Text className='cf-ledger__row-title'>
              {`${w.date} ${w.batch}`}
              <Text className={`cf-ledger__tag${w.reversed ? ' cf-ledger__tag--warn' : ''}`}>{w.status}</Text>
            </Text>
            <Text className='cf-ledger__row-amount'>{`${w.amount}元`}</Text>
          </View>
          <Text className='cf-ledger__row-sub'>{`拨付至${w.payee} · 服务费${w.fee}元`}</Text>
        </View>
      ))}
      <More store={ledger} list='withdrawals' total={v.withdrawals.length} />

      <Text className='cf-ledger__sub'>资金使用</Text>
      {v.fundUse.length === 0 ? <Text className='cf-ledger__empty'>暂无经审核的资金使用记录</Text> : null}
      {uses.map((f) => (
        <View key={f.id} className='cf-ledger__row' data-testid='ledger-row' data-kind='fund-use'>
          <View className='cf-ledger__row-top'>
            <Text className='cf-ledger__row-title'>{`${f.date}${f.batch ? ` · ${f.batch}` : ''}`}</Text>
            <Text className='cf-ledger__row-amount'>{`${f.amount}元`}</Text>
          </View>
          <Text className='cf-ledger__row-text'>{f.description}</Text>
          <View className='cf-ledger__receipts'>
            <ImageGallery thumbs={f.receipts.thumbs} large={f.receipts.large} testId='ledger-receipts' />
          </View>
        </View>
      ))}
      <More store={ledger} list='fundUse' total={v.fundUse.length} />

      {v.refunds.length ? <Text className='cf-ledger__sub'>退款记录</Text> : null}
      {refunds.map((r) => (
        <View key={r.id} className='cf-ledger__row' data-testid='ledger-row' data-kind='refund'>
          <View className='cf-ledger__row-top'>
            <Text className='cf-ledger__row-title'>{`${r.date} 退回捐款人`}</Text>
            <Text className='cf-ledger__row-amount'>{`${r.amount}元`}</Text>
          </View>
        </View>
      ))}
      <More store={ledger} list='refunds' total={v.refunds.length} />
    </View>
  );
});
