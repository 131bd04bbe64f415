/**
 * 提现公示: the case page's public notice of the fundraiser's withdrawals (amount, fee, who is paid, when
 * asked, the absolute end of the notice, the status and the objections), with 我有异议 for anyone but
 * the owner while a withdrawal awaits approval. The objection form is the report flow's (a reason chip
 * and words); a visitor goes to login first. Loaded through WithdrawNoticeStore once mounted on the
 * client: the server render and the client's first render draw nothing, so the server-rendered first
 * screen of the case page is unchanged; the section appears after mount, and only when there is
 * something to announce.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import type { FundingInfo } from '../../contract/cases';
import { REPORT_REASONS } from '../../contract/trust';
import { MONEY_CASE_STATUS } from '../../contract/money';
import { useStores } from '../../stores/context';
import { OBJECTION_TEXT_MAX, type NoticeItem, type WithdrawNoticeStore } from '../../stores/WithdrawNoticeStore';
import { Alert, Chips, Submit, TextField } from '../trust/bits';
import './notice.css';

const DONE_TEXT = '已提交异议，平台将在审核提现前核实';

function Row({ k, v, testId }: { k: string; v: string; testId?: string }) {
  return (
    <View className='cf-notice__row'>
      <Text className='cf-notice__k'>{k}</Text>
      <Text className='cf-notice__v' data-testid={testId}>{v}</Text>
    </View>
  );
}

const ObjectionForm = observer(function ObjectionForm({ store }: { store: WithdrawNoticeStore }) {
  return (
    <View className='cf-notice__form' data-testid='notice-object-form'>
      <View className='cf-raise__field'>
        <Text className='cf-raise__label'>异议原因</Text>
        <Chips
          testId='notice-object-reason'
          label='异议原因'
          value={store.reason}
          options={REPORT_REASONS.map((r, i) => ({ value: r, label: r, key: String(i) }))}
          onChange={(r) => store.setReason(r)}
        />
      </View>
      <TextField
        long
        label='异议说明'
        testId='notice-object-text'
        value={store.content}
        maxLength={OBJECTION_TEXT_MAX}
        placeholder='请说明您了解的情况，平台会保护您的信息'
        onChange={(t) => store.setContent(t)}
      />
      <Alert text={store.submitAct.error} testId='notice-object-error' />
      <Submit testId='notice-object-submit' busy={store.submitAct.busy} onClick={() => void store.submitObjection()}>
        提交异议
      </Submit>
      <Submit testId='notice-object-cancel' ghost onClick={() => store.closeObjection()}>
        取消
      </Submit>
    </View>
  );
});

const statusClass = (it: NoticeItem) =>
  it.status === 'APPROVED' || it.status === 'PAID' ? ' cf-notice__status--done' : it.status === 'REJECTED' || it.status === 'CANCELLED' || it.status === 'FAILED' ? ' cf-notice__status--off' : '';

const Item = observer(function Item({ it, store }: { it: NoticeItem; store: WithdrawNoticeStore }) {
  const done = !!store.done[it.id];
  return (
    <View className='cf-notice__item' data-testid='notice-item' data-id={it.id} data-status={it.status}>
      <View className='cf-notice__top'>
        <Text className='cf-notice__amount' data-testid='notice-amount'>{it.amount}</Text>
        <Text className={`cf-notice__status${statusClass(it)}`} data-testid='notice-status'>{it.statusText}</Text>
      </View>
      <Row k='服务费' v={it.fee} testId='notice-fee' />
      <Row k='预计到账' v={it.net} />
      <Row k='收款方' v={it.payee} testId='notice-payee' />
      <Row k='申请时间' v={it.askedAt} />
      <Text className='cf-notice__until' data-testid='notice-until'>{it.until}</Text>
      <Text className='cf-notice__objections' data-testid='notice-objections' data-count={it.objectionCount}>{it.objections}</Text>
      {done ? <Text className='cf-notice__done' data-testid='notice-object-done'>{DONE_TEXT}</Text> : null}
      {it.canObject && !done ? (
        store.objecting === it.id ? (
          <ObjectionForm store={store} />
        ) : (
          <View className='cf-notice__object' role='button' data-testid='notice-object' onClick={() => void store.openObjection(it.id)}>
            我有异议
          </View>
        )
      ) : null}
    </View>
  );
});

export const WithdrawNoticeSection = observer(function WithdrawNoticeSection({ info }: { info: FundingInfo }) {
  const root = useStores();
  const infoUuid = info.infoUuid;
  // Effects never run on the server: until mounted the section is absent (server HTML unchanged),
  // and the store is not even built there.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    if (infoUuid) void root.withdrawNotice.load(infoUuid);
  }, [root, infoUuid]);
  if (!mounted) return null;
  const store = root.withdrawNotice;
  const head = (
    <View className='cf-section__head'>
      <Text className='cf-section__title'>提现公示</Text>
      <Text className='cf-section__meta'>公示期内任何人可提出异议</Text>
    </View>
  );
  if (store.infoUuid === infoUuid && store.loadAct.error && !store.data) {
    // Only a case with a withdrawal applied for (101) has a notice worth a retry line.
    if (info.displayStatus !== MONEY_CASE_STATUS.APPLY_MONEY) return null;
    return (
      <View className='cf-section cf-notice' data-testid='withdraw-notice' data-state='error'>
        {head}
        <View className='cf-notice__hint' role='button' onClick={() => void store.load(infoUuid)}>
          <Text>{`${store.loadAct.error}，点击重试`}</Text>
        </View>
      </View>
    );
  }
  // Until the case is read for this reader (the page may still show the HTML's visitor data), nobody is
  // offered an objection: the owner, who may not object to their own withdrawal, would see the button.
  const readerKnown = root.cases.readerKnown(infoUuid);
  const items = store.items(infoUuid, info).map((it) => (readerKnown ? it : { ...it, canObject: false }));
  if (!items.length) return null;
  return (
    <View className='cf-section cf-notice' data-testid='withdraw-notice' data-state='ready'>
      {head}
      {items.map((it) => (
        <Item key={it.id} it={it} store={store} />
      ))}
      <Text className='cf-notice__hint'>
        {info.isSelf ? '公示期结束且异议核实完毕后，平台审核提现。' : '如发现提现金额或收款信息与实际不符，可在公示期内提出异议，平台会在审核提现前逐条核实。'}
      </Text>
    </View>
  );
});
