/**
 * The raise flow's "done" screens (one page, the route from the path): base info saved
 * (commit-basic-success, channel-commit-basic-success), submitted for review (commit-verify-success,
 * supplement-commit-verify-success, material-verify-success) and the hospital account saved
 * (verification-hospital-success). Each says what happens next and offers the next step.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { RaiseButton, RaiseDone } from '../../../components/raise/SectionForm';

const TEXT: Record<string, { title: string; desc: string; submitted: boolean }> = {
  commitBasicSuccess: { title: '筹款信息已保存', desc: '接下来请填写患者、收款人、就诊等资料，全部完成后提交审核', submitted: false },
  channelCommitBasicSuccess: { title: '筹款信息已保存', desc: '筹款顾问会协助您完善资料，您也可以现在继续填写', submitted: false },
  commitVerifySuccess: { title: '已提交审核', desc: '工作人员将在1个工作日内完成审核，结果会通过消息通知您', submitted: true },
  supplementCommitVerifySuccess: { title: '补充材料已提交', desc: '工作人员将尽快审核补充的材料', submitted: true },
  materialVerifySuccess: { title: '材料已提交审核', desc: '工作人员将尽快审核您提交的材料', submitted: true },
  verificationHospitalSuccess: { title: '医院账户已保存', desc: '善款将直接支付给医院；请继续完善其他资料后提交审核', submitted: false },
};

const Result = observer(function Result() {
  const { raise, platform } = useStores();
  const { route, params } = useRoute();
  const infoUuid = params.infoUuid ?? '';
  const t = TEXT[route.name] ?? TEXT.commitVerifySuccess;
  useEffect(() => {
    if (infoUuid) void raise.open(infoUuid);
  }, [infoUuid, raise]);
  return (
    <RaiseDone title={t.title} desc={t.desc}>
      {t.submitted ? (
        <RaiseButton testId='raise-next' text='查看审核进度' onClick={() => platform.nav.go('pendingNotice', { infoUuid })} />
      ) : (
        <RaiseButton testId='raise-next' text='继续完善资料' onClick={() => platform.nav.go(raise.nextStep.name, { ...raise.nextStep.params, infoUuid }, { replace: true })} />
      )}
      {/* Submitted: nothing is left to fill in, so no 稍后再填. */}
      {t.submitted ? null : <RaiseButton ghost testId='raise-later' text='稍后再填' onClick={() => platform.nav.go('launch')} />}
    </RaiseDone>
  );
});

export default function ResultPage() {
  return (
    <RoutePage>
      <Result />
    </RoutePage>
  );
}
