/** A case file: automatic findings on top, the case summary, each section (data, images, decision), the case's audit history. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import { formatFenPlain } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { RAISE_TYPE_LABEL, sectionLabel } from '../../../stores/staff/queues';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { auditText, FINDING_LABEL } from '../format';
import { ImageStrip, SectionCard } from './SectionCard';
import { REJECT_REASON_MAX } from '../../../contract/staff';
import { LifecycleCard } from './LifecycleCard';

export const CaseFileView = observer(function CaseFileView({ infoUuid }: { infoUuid: string }) {
  const { staff, platform } = useStores();
  useEffect(() => {
    void staff.openCase(infoUuid);
  }, [staff, infoUuid]);

  const file = staff.fileUuid === infoUuid ? staff.file : null;
  if (!file) return staff.fileAct.error ? <ErrorState text={staff.fileAct.error} onRetry={() => void staff.openCase(infoUuid)} /> : <Skeleton rows={6} />;
  const c = file.case;
  return (
    <View data-testid='staff-case-file' data-info-uuid={c.infoUuid}>
      {file.findings.length ? (
        <View className='staff__findings' data-testid='staff-findings'>
          <Text className='staff__title'>{`自动检查发现 ${file.findings.length} 项异常`}</Text>
          {file.findings.map((f) => (
            <Text key={f.id} className='staff__finding' data-testid='staff-finding' data-kind={f.kind}>
              {`【${sectionLabel(f.section, c.raiseType)}】${FINDING_LABEL[f.kind] ?? f.kind}：${f.detail}`}
              {f.relatedInfoUuid ? (
                <Text className='staff__sub staff__link' data-testid='staff-finding-related' onClick={() => platform.nav.go('staffCase', { infoUuid: f.relatedInfoUuid! })}> 查看相关案例 ›</Text>
              ) : null}
            </Text>
          ))}
        </View>
      ) : (
        <View className='staff__ok' data-testid='staff-no-findings'>自动检查未发现异常</View>
      )}
      {staff.lastDecision ? <View className='staff__ok' data-testid='staff-decision'>{staff.lastDecision}</View> : null}

      <View className='staff__card'>
        <Text className='staff__title' data-testid='staff-case-title'>{c.title || '（未填写标题）'}</Text>
        <Text className='staff__sub'>
          {`${RAISE_TYPE_LABEL[c.raiseType] ?? ''} · 目标 ${formatFenPlain(c.targetAmount)}元 · 已筹 ${formatFenPlain(c.raisedAmount)}元 · ${c.published ? '已发布' : '未发布'}`}
        </Text>
        <Text className='staff__sub'>{`发起人 ${c.ownerName} · 创建于 ${formatTime(c.createdAt)} · 编号 ${c.infoUuid}`}</Text>
        {c.content ? <Text className='staff__field-v staff__sub'>{c.content}</Text> : null}
        <ImageStrip urls={[c.coverUrl, ...c.attachments].filter(Boolean)} />
      </View>

      <LifecycleCard infoUuid={c.infoUuid} raise={{ published: c.published, caseStatus: c.status, sections: Object.fromEntries(file.sections.map((x) => [x.section, x.status])), required: c.required }} />

      {file.pendingRevision ? (
        <View className='staff__card' data-testid='staff-pending-revision'>
          <Text className='staff__title'>待审核的修改</Text>
          <Text className='staff__sub'>{`提交于 ${formatTime(file.pendingRevision.createdAt)}`}</Text>
          <View className='staff__field'>
            <Text className='staff__field-k'>新标题</Text>
            <Text className='staff__field-v'>{file.pendingRevision.title}</Text>
          </View>
          <View className='staff__field'>
            <Text className='staff__field-k'>新故事</Text>
            <Text className='staff__field-v'>{file.pendingRevision.content}</Text>
          </View>
          <View className='staff__actions'>
            <textarea
              className='staff__reason'
              data-testid='staff-revision-reason'
              placeholder='驳回原因（驳回时必填，用户可见）'
              maxLength={REJECT_REASON_MAX}
              value={staff.revisionReason}
              onChange={(e) => staff.setRevisionReason(e.target.value)}
            />
            <View className='staff__btn staff__btn--reject' data-testid='staff-revision-reject' onClick={() => void staff.reviewRevision(false)}>驳回</View>
            <View className='staff__btn' data-testid='staff-revision-approve' onClick={() => void staff.reviewRevision(true)}>通过</View>
          </View>
          {staff.revisionAct.error ? <Text className='staff__error' data-testid='staff-revision-error'>{staff.revisionAct.error}</Text> : null}
        </View>
      ) : null}

      {file.sections.map((s) => (
        <SectionCard key={s.section} section={s} required={c.required.includes(s.section)} />
      ))}

      <Text className='staff__h'>操作记录</Text>
      <View className='staff__card' data-testid='staff-case-audit'>
        {file.audit.length === 0 ? <Text className='staff__sub'>暂无记录</Text> : null}
        {file.audit.map((a) => (
          <View key={a.id} className='staff__field' data-testid='staff-audit-row'>
            <Text className='staff__field-k staff__field-k--time'>{formatTime(a.createdAt)}</Text>
            <Text className='staff__field-v'>{`${a.actorName} ${auditText(a)}${a.reason ? `：${a.reason}` : ''}`}</Text>
          </View>
        ))}
      </View>
    </View>
  );
});
