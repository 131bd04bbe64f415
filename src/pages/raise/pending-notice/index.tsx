/**
 * /cf/raise/pending-notice/:infoUuid: what is still to do on the case, from get-info-status: sections to
 * fill or fix, sections waiting to be submitted, in review, and publishing once the base passed.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { CaseGate } from '../../../components/raise/SectionScreen';
import { RaiseButton, RaiseHead } from '../../../components/raise/SectionForm';
import { SectionList } from '../../../components/raise/SectionList';
import { INFO_STATUS } from '../../../contract/raise-sections';
import '../../../components/raise/raise.css';

const Pending = observer(function Pending() {
  const { raise, platform } = useStores();
  useEffect(() => {
    void raise.loadRefuse();
  }, [raise]);
  const todo = raise.todoSections;
  const inReview = raise.requiredSections.filter((s) => raise.statuses[s] === INFO_STATUS.SUBMIT_SUCCESS);
  let summary = '资料已全部审核通过';
  if (todo.length) summary = `还有 ${todo.length} 项资料需要填写或修改`;
  else if (raise.canSubmit) summary = '资料已填写完整，请提交审核';
  else if (inReview.length) summary = '资料审核中，工作人员会尽快处理';
  return (
    <View className='cf-raise'>
      <RaiseHead title='待处理事项' desc={summary} />
      {raise.refuseItems.length ? (
        <RaiseButton ghost testId='pending-reasons' text='查看未通过原因' onClick={() => platform.nav.go('raiseRejected', { infoUuid: raise.infoUuid })} />
      ) : null}
      <SectionList sections={todo.length ? todo : raise.requiredSections} testId='pending-item' />
      {todo.length ? (
        <RaiseButton testId='pending-next' text='去完善' onClick={() => platform.nav.go(raise.nextStep.name, raise.nextStep.params)} />
      ) : (
        <RaiseButton testId='pending-next' text={raise.canPublish ? '去发布' : '查看全部资料'} onClick={() => platform.nav.go('raiseCommitVerify', { infoUuid: raise.infoUuid })} />
      )}
    </View>
  );
});

export default function PendingNoticePage() {
  return (
    <RoutePage route='pendingNotice'>
      <CaseGate>
        <Pending />
      </CaseGate>
    </RoutePage>
  );
}
