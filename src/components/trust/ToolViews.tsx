/**
 * The centre's smaller screens: case labels (/cf/fundraiser/manage-label), fast-reply templates
 * (/cf/contribute/fastReply), and the case as the owner sees it (/cf/fundraiser/detail,
 * /cf/contribute/mini-program-card: the card a mini-program share shows).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { CASE_LABELS } from '../../contract/trust';
import { FAST_REPLY_MAX, MAX_FAST_REPLIES, MAX_LABELS } from '../../stores/FundraiserCenterStore.tools';
import { formatFen } from '../../lib/money';
import { ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
import { FundingSummary } from '../case/FundingSummary';
import { Alert, Card, Head, Submit, TextField, day } from './bits';
import { OwnerComments } from './OwnerComments';

export const ManageLabelView = observer(function ManageLabelView({ infoUuid }: { infoUuid: string }) {
  const { fundraiserCenter } = useStores();
  const s = fundraiserCenter.labels;
  useEffect(() => {
    if (infoUuid) void s.load(infoUuid);
  }, [s, infoUuid]);
  return (
    <View className='cf-trust' data-testid='manage-label'>
      <Head title='筹款标签' desc={`选择最能说明情况的标签（最多${MAX_LABELS}个），会显示在筹款页上。`} />
      <Card>
        <View className='cf-raise__chips' role='group' aria-label='筹款标签'>
          {CASE_LABELS.map((l, i) => (
            <View
              key={l}
              className={`cf-raise__chip${s.chosen.includes(l) ? ' cf-raise__chip--on' : ''}`}
              data-testid={`label-option-${i}`}
              role='checkbox'
              aria-checked={s.chosen.includes(l) ? 'true' : 'false'}
              onClick={() => s.toggle(l)}
            >
              {l}
            </View>
          ))}
        </View>
        <Alert text={s.loadAct.error || s.submitAct.error} testId='label-error' />
      </Card>
      <Submit testId='label-save' busy={s.submitAct.busy} onClick={() => void s.save()}>
        保存标签
      </Submit>
    </View>
  );
});

export const FastReplyView = observer(function FastReplyView({ infoUuid }: { infoUuid: string }) {
  const { fundraiserCenter, ui } = useStores();
  const s = fundraiserCenter.fastReplies;
  useEffect(() => {
    if (infoUuid) void s.load(infoUuid);
  }, [s, infoUuid]);
  return (
    <View className='cf-trust' data-testid='fast-reply'>
      <Head title='快捷回复' desc={`常用的感谢语和回复可以保存为模板（最多${MAX_FAST_REPLIES}条），回复评论时一键使用。`} />
      <Card title={s.editing ? '编辑回复' : '新增回复'}>
        <TextField long label='回复内容' testId='fast-reply-input' value={s.draft} maxLength={FAST_REPLY_MAX} placeholder='例如：谢谢您的帮助，我们会继续努力！' onChange={(t) => s.setDraft(t)} />
        <Alert text={s.loadAct.error || s.submitAct.error} testId='fast-reply-error' />
        <Submit testId='fast-reply-save' busy={s.submitAct.busy} onClick={() => void s.save()}>
          {s.editing ? '保存修改' : '添加'}
        </Submit>
        {s.editing ? (
          <Submit ghost testId='fast-reply-cancel' onClick={() => s.startEdit(null)}>
            取消编辑
          </Submit>
        ) : null}
      </Card>
      <Card title='我的回复模板'>
        {s.list.length === 0 ? <Text className='cf-trust__meta'>{s.loaded ? '还没有回复模板' : '加载中…'}</Text> : null}
        {s.list.map((r) => (
          <View key={r.id} className='cf-trust__item' data-testid='fast-reply-item'>
            <Text className='cf-trust__text'>{r.content}</Text>
            <View className='cf-trust__actions'>
              <Text className='cf-trust__action' data-testid='fast-reply-edit' onClick={() => s.startEdit(r)}>编辑</Text>
              <Text
                className='cf-trust__action cf-trust__action--danger'
                data-testid='fast-reply-delete'
                onClick={async () => {
                  if (await ui.showDialog({ title: '删除这条回复？', confirmText: '删除', cancelText: '取消' })) await s.remove(r.id);
                }}
              >
                删除
              </Text>
            </View>
          </View>
        ))}
      </Card>
      <OwnerComments infoUuid={infoUuid} title='最新评论' />
    </View>
  );
});

/** Loads the case (funding info) for the owner screens that show it. */
function useCase(infoUuid: string) {
  const { cases } = useStores();
  useEffect(() => {
    if (infoUuid) void cases.open(infoUuid);
  }, [cases, infoUuid]);
  return cases.infoOf(infoUuid);
}

export const FundraiserDetailView = observer(function FundraiserDetailView({ infoUuid }: { infoUuid: string }) {
  const { cases, platform } = useStores();
  const info = useCase(infoUuid);
  if (!info) return cases.loadAct.error ? <ErrorState text={cases.loadAct.error} /> : <Skeleton rows={5} />;
  const facts: [string, string][] = [
    ['目标金额', `${formatFen(info.targetAmount)}元`],
    ['已筹金额', `${formatFen(info.raisedAmount)}元`],
    ['捐款次数', String(info.donationCount)],
    ['转发次数', String(info.shareCount)],
    ['发起时间', day(info.createdAt)],
    ['截止时间', day(info.expireAt)],
    ['筹款状态', cases.statusMessage || '筹款中'],
  ];
  return (
    <View className='cf-trust' data-testid='fundraiser-detail'>
      <Head title={info.baseInfo.title} />
      <Card>
        {facts.map(([k, v]) => (
          <View key={k} className='cf-raise__row'>
            <Text className='cf-trust__meta'>{k}</Text>
            <Text className='cf-trust__text'>{v}</Text>
          </View>
        ))}
      </Card>
      <OwnerComments infoUuid={infoUuid} v1 title='爱心评论' />
      <Submit testId='fundraiser-detail-center' onClick={() => platform.nav.go('fundraiserCenter', { infoUuid })}>
        返回筹款管理
      </Submit>
    </View>
  );
});

export const MiniProgramCardView = observer(function MiniProgramCardView({ infoUuid }: { infoUuid: string }) {
  const { cases, platform } = useStores();
  const info = useCase(infoUuid);
  if (!info) return cases.loadAct.error ? <ErrorState text={cases.loadAct.error} /> : <Skeleton rows={5} />;
  const img = info.baseInfo.attachments[0] ?? '';
  return (
    <View className='cf-trust' data-testid='mini-program-card'>
      <Head title='小程序卡片' desc='亲友在微信里转发筹款时，对话中显示的卡片如下。封面取筹款的第一张图片，标题为筹款标题。' />
      <View className='cf-trust__card-preview' data-testid='mp-card-preview'>
        <Text className='cf-trust__card-title'>{info.baseInfo.title}</Text>
        {img ? (
          <Image className='cf-trust__card-img' src={img} mode='aspectFill' data-testid='mp-card-image' imgProps={{ alt: '' }} />
        ) : (
          <View className='cf-trust__card-img' data-testid='mp-card-image' />
        )}
        <Text className='cf-trust__card-foot'>{`已筹${formatFen(info.raisedAmount)}元 · 爱心筹小程序`}</Text>
      </View>
      <FundingSummary info={info} />
      <Submit testId='mp-card-change-cover' onClick={() => platform.nav.go('addPatientImage', { infoUuid })}>
        更换封面图片
      </Submit>
    </View>
  );
});
