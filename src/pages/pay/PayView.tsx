/**
 * The pay page (/cf/pay/:infoUuid and /cf/pay-new-style/:infoUuid): preset amounts from the server's
 * amount test, a custom whole-元 amount with clear errors, anonymity (off by default), an optional
 * message — and no extra fee or tip, ever. 确认支付 shows the exact amount that will be charged.
 * Nothing moves as the page loads: the areas filled by late answers (status badges, preset amounts, the
 * service-charge line) keep their space from the first render on.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react';
import { View, Text, Input } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { fenToYuanText, formatFen, formatFenPlain } from '../../lib/money';
import { MESSAGE_MAX_LENGTH } from '../../stores/PayStore';
import { POSITIVE_INT_MAX_DIGITS } from '../../lib/validation';
import { canDonate } from '../../stores/caseStatus';
import { BottomBar, PrimaryButton } from '../../components/case/BottomBar';
import { EndedControl } from '../../components/case/EndedControl';
import { Skeleton } from '../../components/Skeleton';
import { StatusBanner } from '../../components/case/StatusBanner';
import { Toggle } from '../../components/form/Toggle';
import { MessageArea } from '../../components/form/MessageArea';
import { useServerRenderHandoff } from '../../components/case/useServerRender';
import { whenIdle } from '../../lib/idle';
import '../../components/case/case.css';
import './index.css';
import { aria } from '../../components/case/a11y';
import { MatchingBanner } from '../../components/MatchingBanner';
import { FEE_PROMISE } from '../../contract/rules/promises';

/** Cells that hold the preset amounts' place until they arrive (the server's list has six). */
const PRESET_PLACEHOLDERS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

export interface PayViewProps {
  infoUuid: string;
  /** pay-new-style: the pre-load waits at most 1 s before the page shows */
  newStyle?: boolean;
  /** an amount to fill in, in fen (a monthly gift's reminder opens the page with its amount) */
  presetFen?: number;
}

export const PayView = observer(function PayView({ infoUuid, newStyle, presetFen }: PayViewProps) {
  const { pay, cases } = useStores();
  const [ready, setReady] = useState(!newStyle);

  useEffect(() => {
    if (!infoUuid) return;
    if (newStyle) void pay.preloadNewStyle(infoUuid).then(() => setReady(true));
    else void pay.load(infoUuid).then(() => presetFen && presetFen % 100 === 0 && pay.setInput(fenToYuanText(presetFen)));
    // H5 first page: the case the HTML inlined is shown already; its refresh waits for an idle moment.
    if (cases.hasInlinedData(infoUuid)) return whenIdle(() => void cases.open(infoUuid));
    void cases.open(infoUuid);
    return undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [infoUuid, newStyle]);

  // H5: the first render is the server's first screen again (same boot data): take its place.
  useServerRenderHandoff(ready);
  if (!ready) return <Skeleton rows={5} />;
  // Before open() ran: the case the HTML inlined (or a prefetched copy), so the title is there at once.
  const info = cases.infoUuid === infoUuid ? cases.info : cases.peek(infoUuid);
  const amount = pay.amountFen;
  // From the info shown (not cases.info, set only once open() ran): the first render already knows.
  const closed = info !== null && !canDonate(info.displayStatus);

  return (
    <View className='cf-page cf-pay' data-testid='pay-page'>
      {closed ? <StatusBanner status={info!.displayStatus} finishStr={info!.finishStr} /> : null}
      <View className='cf-pay__case'>
        <Text className='cf-pay__to'>您正在支持</Text>
        <Text {...aria({ role: 'heading', 'aria-level': 1 })} className='cf-pay__title'>
          {info?.baseInfo.title ?? '\u00a0'}
        </Text>
        <Text className='cf-muted'>{info ? `已筹${formatFen(info.raisedAmount)}元 · ${info.donationCount}次帮助` : '\u00a0'}</Text>
      </View>

      {/* One line while the viewer's status loads (a badge that comes moves nothing); none once it has no badge. */}
      {pay.showBadgeLine ? (
        <View className='cf-pay__badges' data-testid='pay-badge-line'>
          {pay.isShowHotCase || pay.isFirstDonation || pay.isSupport ? (
            <View className='cf-pay__badge-row' data-testid='pay-variants'>
            {pay.isShowHotCase ? (
              <Text className='cf-pay__badge cf-pay__badge--hot' data-testid='pay-variant-hot'>
                热门筹款{pay.status!.eyeValue > 0 ? ` · ${pay.status!.eyeValue}人正在关注` : ''}
              </Text>
            ) : null}
            {pay.isFirstDonation ? (
              <Text className='cf-pay__badge' data-testid='pay-variant-first'>
                首次支持该筹款
              </Text>
            ) : null}
            {pay.isSupport ? (
              <Text className='cf-pay__badge' data-testid='pay-variant-support'>
                配捐活动进行中，您的爱心将获得补贴{pay.status!.groupValue > 0 ? ` · ${pay.status!.groupValue}人组队帮` : ''}
              </Text>
            ) : null}
            </View>
          ) : null}
        </View>
      ) : null}

      <View className='cf-section'>
        <View className='cf-section__head'>
          <Text className='cf-section__title'>选择金额</Text>
          <Text className='cf-section__meta'>单位：元</Text>
        </View>
        <View className='cf-pay__options' role='radiogroup' aria-label='选择金额'>
          {pay.options.map((fen) => {
            const on = pay.input === '' && pay.selectedFen === fen;
            return (
              <View
                key={fen}
                className={`cf-pay__option ${on ? 'cf-pay__option--on' : ''}`}
                data-testid='pay-amount-option'
                role='radio'
                aria-checked={on ? 'true' : 'false'}
                onClick={() => pay.selectOption(fen)}
              >
                {formatFenPlain(fen)}元
              </View>
            );
          })}
          {/* Until the presets arrive, their two rows are held by empty cells. */}
          {pay.options.length === 0 && !pay.loaded
            ? PRESET_PLACEHOLDERS.map((k) => <View key={k} className='cf-pay__option cf-pay__option--placeholder' aria-hidden='true' />)
            : null}
        </View>
        <View className={`cf-pay__input ${pay.inputError ? 'cf-pay__input--error' : ''}`}>
          <Text className='cf-pay__yuan'>¥</Text>
          <Input
            className='cf-pay__field'
            data-testid='pay-amount-input'
            type='text'
            value={pay.input}
            maxlength={POSITIVE_INT_MAX_DIGITS}
            placeholder='其他金额（整数，元）'
            aria-label='其他金额（整数，元）'
            aria-invalid={pay.inputError ? 'true' : 'false'}
            onInput={(e) => pay.setInput(e.detail.value)}
          />
        </View>
        {pay.inputError ? (
          <Text {...aria({ role: 'alert' })} className='cf-error-text cf-pay__error' data-testid='pay-amount-error'>
            {pay.inputError}
          </Text>
        ) : null}
      </View>

      {/* A live matching gift: how much this gift will be matched (components/MatchingBanner). */}
      <MatchingBanner infoUuid={infoUuid} amountFen={amount} />

      <View className='cf-section'>
        <View className='cf-pay__row'>
          <View className='cf-pay__row-text'>
            <Text>匿名支持</Text>
            <Text className='cf-muted'>开启后爱心榜上不显示您的昵称</Text>
          </View>
          <Toggle testId='pay-anonymous' label='匿名支持' checked={pay.anonymous} onChange={(on) => pay.setAnonymous(on)} />
        </View>
        <MessageArea
          className='cf-pay__message'
          testId='pay-message'
          value={pay.message}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder='给TA留言（选填）'
          label='给TA留言（选填）'
          onInput={(text) => pay.setMessage(text)}
        />
        <Text className='cf-muted cf-pay__charge'>{pay.caseChargeText || '\u00a0'}</Text>
        <Text className='cf-muted cf-pay__charge'>{FEE_PROMISE.payWhole}</Text>
      </View>

      <BottomBar>
        {closed ? (
          <EndedControl status={info!.displayStatus} testId='pay-ended' />
        ) : (
          <PrimaryButton testId='pay-submit' disabled={pay.submitAct.busy} onClick={() => void pay.submit()}>
            {pay.submitAct.busy ? '正在提交…' : `确认支付${amount ? ` ${formatFenPlain(amount)}元` : ''}`}
          </PrimaryButton>
        )}
      </BottomBar>
    </View>
  );
});
