/**
 * 账本验证: a receipt number in, its leaf's inclusion proof checked on this device against the latest
 * signed tree head, each step in plain words; and the two latest heads checked for consistency.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Input, Text, View } from '@tarojs/components';
import { useFeature } from '../../../stores/context';
import { LedgerVerifyStore, type VerifyOutcome } from '../../../stores/money/LedgerVerifyStore';
import { RECEIPT_CODE_MAX, RECEIPT_NO_MAX } from '../../../contract/ledger-log';
import { shortHash } from '../../../lib/short-hash';
import { formatFenFixed } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { Card, Head } from '../../../components/trust/bits';
import '../../../components/raise/raise.css';
import '../money.css';
import './verify.css';

type InputEvent = { detail: { value: string } };
const KIND_TEXT: Record<string, string> = {
  donation: '捐款', refund: '退款', payout: '拨付', fee: '服务费', reversal: '拨付退回', subsidy: '平台补贴', goods: '义卖', goods_return: '义卖退款', match: '配捐', match_return: '配捐退回',
};

function Row({ k, v, testId }: { k: string; v: string; testId?: string }) {
  return (
    <View className='cf-raise__row'>
      <Text className='cf-raise__row-title'>{k}</Text>
      <Text className='cf-raise__row-sub cf-verify__mono' data-testid={testId}>{v}</Text>
    </View>
  );
}

function Outcome({ o }: { o: VerifyOutcome }) {
  if (o.kind !== 'verified' && o.kind !== 'failed') {
    return <Text className='cf-verify__note' data-testid='verify-result' data-status={o.kind}>{o.reason}</Text>;
  }
  const { leaf, head, path } = o.proof;
  const ok = o.kind === 'verified';
  return (
    <View>
      <Text className={`cf-verify__badge ${ok ? 'cf-verify__badge--ok' : 'cf-verify__badge--bad'}`} data-testid='verify-result' data-status={o.kind}>
        {ok ? '已验证' : `验证失败：${o.reason}`}
      </Text>
      <Row k='账目' v={`${KIND_TEXT[leaf.kind] ?? leaf.kind} ${formatFenFixed(leaf.amount)}元 · ${formatTime(leaf.createdAt)}`} />
      <Row k='叶子序号' v={`第 ${leaf.leafIndex} 号`} testId='verify-leaf-index' />
      <Row k='叶子哈希' v={`${shortHash(o.check.leafHash)}${o.check.leafMatches ? '（由收据字段在本机重算，一致）' : '（与账本记录不符）'}`} testId='verify-leaf-hash' />
      <Row k='路径' v={`${path.length} 个节点，逐层算到树根${o.check.pathMatches ? '，一致' : '，不一致'}`} />
      <Row k='树根' v={`${shortHash(head.rootHash)}（共 ${head.treeSize} 个叶子）`} testId='verify-root' />
      <Row k='签名时间' v={formatTime(head.signedAt)} />
      <Row k='树头签名' v={o.signatureValid ? '签名有效（本机用平台公钥核验）' : '签名无效'} testId='verify-proof-signature' />
      {o.check.donorMatches !== null ? <Row k='收据校验码' v={o.check.donorMatches ? '与叶子中的捐款人哈希一致' : '不一致'} /> : null}
    </View>
  );
}

export const LedgerVerifyView = observer(function LedgerVerifyView({ receipt, code }: { receipt: string; code: string }) {
  const store = useFeature('money-ledger-verify', (root) => new LedgerVerifyStore(root));
  useEffect(() => {
    void store.load();
    if (receipt) {
      store.setReceipt(receipt);
      store.setCode(code);
      void store.verify();
    }
  }, [store, receipt, code]);
  const head = store.latest?.head ?? null;
  const c = store.consistency;
  return (
    <View className='cf-raise cf-money' data-testid='ledger-verify'>
      <Head title='账本验证' desc='每一笔捐款、退款、拨付都按顺序写入公开账本，平台每天签署账本的树头。输入收据编号，本机会重算这笔账目的哈希并沿路径算到已签署的树根。' />
      <Card title='收据'>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>收据编号</Text>
          <View className='cf-raise__input'>
            <Input className='cf-raise__field-input' data-testid='verify-receipt-input' value={store.receipt} placeholder='捐款记录中的订单编号' maxlength={RECEIPT_NO_MAX}
              onInput={(e: InputEvent) => { store.setReceipt(e.detail.value); return e.detail.value; }} />
          </View>
        </View>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>收据校验码（选填）</Text>
          <View className='cf-raise__input'>
            <Input className='cf-raise__field-input' data-testid='verify-code-input' value={store.code} placeholder='只有捐款人能看到' maxlength={RECEIPT_CODE_MAX}
              onInput={(e: InputEvent) => { store.setCode(e.detail.value); return e.detail.value; }} />
          </View>
        </View>
        {store.verifyAct.error ? <Text className='cf-verify__note cf-verify__note--bad'>{store.verifyAct.error}</Text> : null}
        <View className={`cf-raise__submit${store.verifyAct.busy ? ' cf-raise__submit--busy' : ''}`} role='button' data-testid='verify-submit' onClick={() => void store.verify()}>
          {store.verifyAct.busy ? '验证中…' : '验证'}
        </View>
      </Card>
      {store.outcome ? <Card title='验证结果' testId='verify-outcome'><Outcome o={store.outcome} /></Card> : null}
      <Card title='最新签署的树头' testId='verify-head'>
        {head ? (
          <View>
            <Row k='叶子数' v={`${head.treeSize}`} />
            <Row k='树根' v={shortHash(head.rootHash)} />
            <Row k='签名时间' v={formatTime(head.signedAt)} />
            <Row k='平台公钥' v={shortHash(store.latest?.publicKey ?? '')} />
            <Text className={`cf-verify__badge ${store.headSignatureValid ? 'cf-verify__badge--ok' : 'cf-verify__badge--bad'}`} data-testid='verify-head-signature' data-status={store.headSignatureValid ? 'ok' : 'bad'}>
              {store.headSignatureValid ? '签名有效' : '签名无效'}
            </Text>
            <Text className='cf-verify__note'>树头的 Ed25519 签名已在本机用平台公钥核验；也可用命令行工具离线核验（npm run verify-ledger），公钥全文见 /api/ledger/head。</Text>
          </View>
        ) : (
          <Text className='cf-verify__note'>{store.loadAct.error || (store.latest ? '账本尚未签署树头' : '加载中…')}</Text>
        )}
      </Card>
      <Card title='前后树头一致性' testId='verify-consistency'>
        {c ? (
          <Text className={`cf-verify__note${c.ok ? '' : ' cf-verify__note--bad'}`} data-status={c.ok ? 'ok' : 'bad'}>
            {c.ok ? `第 ${c.first.treeSize} 个叶子时的树头（${formatTime(c.first.signedAt)}）是最新树头的前缀：之前公布的账目没有被改写` : '一致性证明不成立：之前公布的账目可能被改写'}
          </Text>
        ) : (
          <Text className='cf-verify__note'>只有一个树头，暂无可比对的前一树头</Text>
        )}
      </Card>
    </View>
  );
});
