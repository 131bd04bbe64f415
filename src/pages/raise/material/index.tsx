/**
 * The medical papers and patient photos: /cf/publish/raise/material-supplement/:infoUuid (fill),
 * supplement-commit-verify/:infoUuid and /raise/material-verify (fill and submit for review at once),
 * /cf/add-patient-image/:infoUuid (add photos, then back to what is left to do).
 */
import { observer } from 'mobx-react';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { hasPatient } from '../../../contract/raise-sections';
import { SectionScreen } from '../../../components/raise/SectionScreen';

const SUBMIT_THEN: Record<string, string> = {
  supplementCommitVerify: 'supplementCommitVerifySuccess',
  materialVerify: 'materialVerifySuccess',
};

/** What the papers are, by the case's kind: a goods or dream case has no patient (its fields say the same, stores/raise/sections.ts). */
const DESC = {
  illness: '请上传清晰的诊断证明、病历或住院证明；患者照片将展示在筹款页，帮助爱心人士了解情况',
  other: '请上传能证明这次筹款所需的材料，如需求说明、费用预算或报价、相关机构证明；现场照片将展示在筹款页，帮助爱心人士了解情况',
};

const MaterialContent = observer(function MaterialContent() {
  const { route } = useRoute();
  const { raise } = useStores();
  const photos = route.name === 'addPatientImage';
  return (
    <SectionScreen
      section='material'
      title={photos ? '补充患者照片' : undefined}
      desc={DESC[hasPatient(raise.raiseType) ? 'illness' : 'other']}
      submitThen={SUBMIT_THEN[route.name]}
      submitText={SUBMIT_THEN[route.name] ? '提交审核' : '保存并继续'}
      after={photos ? 'pendingNotice' : undefined}
    />
  );
});

export default function MaterialPage() {
  return (
    <RoutePage>
      <MaterialContent />
    </RoutePage>
  );
}
