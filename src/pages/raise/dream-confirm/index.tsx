/**
 * /cf/publish/raise/dream-confirm/:infoUuid: the dream at a glance before it goes to review — the
 * summary (dream, target, story, pictures) and who realises it (ID number, credit code and phones
 * masked on screen), each with an edit link; the promise to agree to; then submit for staff review
 * (raise-submit) and on to the review screen.
 */
import { observer } from 'mobx-react';
import { View, Text, Image } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { RaiseHead } from '../../../components/raise/SectionForm';
import { DreamGate, DreamSteps, useDream } from '../../../components/raise/DreamParts';
import { STATUS_TEXT } from '../../../components/raise/SectionList';
import { mask } from '../../../stores/raise/dream-forms';
import { urlsOf } from '../../../stores/raise/sections';
import { formatFenPlain } from '../../../lib/money';
import '../../../components/raise/raise.css';

const PROMISE = [
  '所填梦想、目标金额和圆梦方信息真实有效，善款仅用于实现该梦想。',
  '圆梦方负责执行梦想、接收善款，并在筹款结束后公示善款使用情况。',
  '如有隐瞒或编造，平台有权终止筹款并退回全部善款。',
];

function Kv({ k, v, testId }: { k: string; v: string; testId?: string }) {
  return (
    <View className='cf-dream__kv' data-testid={testId}>
      <Text className='cf-dream__k'>{k}</Text>
      <Text className='cf-dream__v'>{v}</Text>
    </View>
  );
}

function CardHead({ title, status, link, onEdit }: { title: string; status: string; link: string; onEdit?: () => void }) {
  return (
    <View className='cf-dream__card-head'>
      <View className='cf-dream__card-name'>
        <Text className='cf-dream__card-title'>{title}</Text>
        <Text className='cf-raise__tag'>{status}</Text>
      </View>
      {onEdit ? (
        <Text className='cf-raise__link' data-testid={link} onClick={onEdit}>修改</Text>
      ) : null}
    </View>
  );
}

const Confirm = observer(function Confirm() {
  const dream = useDream();
  const { platform } = useStores();
  const s = dream.forms.summary;
  const id = { infoUuid: dream.infoUuid };
  const kind = dream.summary?.realiserKind ?? null;
  const r = kind ? dream.forms[kind] : null;
  const pics = [...urlsOf(s.cover), ...urlsOf(s.attachments)];
  const submitted = dream.stage !== 'draft';
  return (
    <View className='cf-raise' data-testid='dream-confirm'>
      <RaiseHead title='确认梦想筹款' desc='请核对以下信息，提交后由平台人工审核' />
      <DreamSteps at={2} />
      <View className='cf-raise__card' data-testid='dream-confirm-summary'>
        <CardHead
          title='梦想信息'
          status={STATUS_TEXT[dream.statusOf('summary')]}
          link='dream-edit-summary'
          onEdit={dream.isLocked('summary') ? undefined : () => platform.nav.go('dreamSummary', id)}
        />
        <Kv k='梦想' v={String(s.title ?? '')} testId='dream-confirm-title' />
        <Kv k='目标金额' v={`${formatFenPlain(Number(s.target || 0) * 100)}元`} testId='dream-confirm-target' />
        <Text className='cf-dream__story'>{String(s.content ?? '')}</Text>
        {pics.length ? (
          <View className='cf-raise__photos'>
            {pics.map((u) => <Image key={u} className='cf-raise__photo' src={u} mode='aspectFill' />)}
          </View>
        ) : null}
      </View>
      <View className='cf-raise__card' data-testid='dream-confirm-realiser'>
        <CardHead
          title={kind === 'individual' ? '圆梦方：个人' : kind === 'organisation' ? '圆梦方：机构' : '圆梦方'}
          status={STATUS_TEXT[dream.statusOf(kind ?? 'organisation')]}
          link='dream-edit-realiser'
          onEdit={kind && dream.isLocked(kind) ? undefined : () => platform.nav.go('dreamRealiser', id)}
        />
        {kind === 'organisation' && r ? (
          <>
            <Kv k='机构名称' v={String(r.orgName)} />
            <Kv k='统一社会信用代码' v={mask(String(r.orgCode), 4, 4)} testId='dream-confirm-org-code' />
            <Kv k='联系人' v={String(r.contactName)} />
            <Kv k='联系人手机号' v={mask(String(r.contactPhone), 3, 4)} />
            <Kv k='机构证明' v={`已上传${urlsOf(r.licenseUrls).length}张`} />
          </>
        ) : null}
        {kind === 'individual' && r ? (
          <>
            <Kv k='姓名' v={String(r.name)} />
            <Kv k='身份证号' v={mask(String(r.idCard), 4, 4)} testId='dream-confirm-id-card' />
            <Kv k='手机号' v={mask(String(r.phone), 3, 4)} />
            <Kv k='身份证照片' v={`已上传${urlsOf(r.idPhotoUrls).length}张`} />
          </>
        ) : null}
        {!kind ? <Kv k='尚未填写' v='请选择机构或个人圆梦' /> : null}
      </View>
      {submitted ? (
        <View
          className='cf-raise__submit'
          data-testid='dream-go-review'
          onClick={() => platform.nav.go('dreamReview', id)}
        >
          查看审核进度
        </View>
      ) : (
        <>
          <View className='cf-raise__card'>
            <View className='cf-raise__field'>
              <Text className='cf-raise__label'>梦想筹款承诺书</Text>
              {PROMISE.map((p, i) => (
                <Text key={p} className='cf-raise__list-item'>{`${i + 1}. ${p}`}</Text>
              ))}
            </View>
          </View>
          <View className='cf-dream__agree' data-testid='dream-agree' role='checkbox' aria-checked={dream.agreed ? 'true' : 'false'} onClick={() => dream.setAgreed(!dream.agreed)}>
            <Text className={`cf-dream__box${dream.agreed ? ' cf-dream__box--on' : ''}`}>{dream.agreed ? '✓' : ''}</Text>
            <Text>我已阅读并同意《梦想筹款承诺书》及</Text>
            <Text className='cf-raise__link' onClick={(e) => { e.stopPropagation(); platform.nav.go('agreements', { kind: 'user' }); }}>《用户协议》</Text>
          </View>
          {dream.submitAct.error ? (
            <View className='cf-raise__banner cf-raise__banner--error' role='alert' data-testid='dream-confirm-error' style={{ marginTop: '12px' }}>
              <Text>{dream.submitAct.error}</Text>
            </View>
          ) : null}
          <View
            className={`cf-raise__submit${dream.submitAct.busy ? ' cf-raise__submit--busy' : ''}`}
            data-testid='raise-submit'
            onClick={async () => {
              if (await dream.confirm()) platform.nav.go('dreamReview', id, { replace: true });
            }}
          >
            {dream.submitAct.busy ? '请稍候…' : '确认并提交审核'}
          </View>
        </>
      )}
    </View>
  );
});

export default function DreamConfirmPage() {
  return (
    <RoutePage route='dreamConfirm'>
      <DreamGate>
        <Confirm />
      </DreamGate>
    </RoutePage>
  );
}
