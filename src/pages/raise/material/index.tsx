/**
 * The medical papers and patient photos: /cf/publish/raise/material-supplement/:infoUuid (fill),
 * supplement-commit-verify/:infoUuid and /raise/material-verify (fill and submit for review at once),
 * /cf/add-patient-image/:infoUuid (add photos, then back to what is left to do).
 */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { SectionScreen } from '../../../components/raise/SectionScreen';

const SUBMIT_THEN: Record<string, string> = {
  supplementCommitVerify: 'supplementCommitVerifySuccess',
  materialVerify: 'materialVerifySuccess',
};

function MaterialContent() {
  const { route } = useRoute();
  const photos = route.name === 'addPatientImage';
  return (
    <SectionScreen
      section='material'
      title={photos ? '补充患者照片' : '医疗证明材料'}
      desc='请上传清晰的诊断证明、病历或住院证明；患者照片将展示在筹款页，帮助爱心人士了解情况'
      submitThen={SUBMIT_THEN[route.name]}
      submitText={SUBMIT_THEN[route.name] ? '提交审核' : '保存并继续'}
      after={photos ? 'pendingNotice' : undefined}
    />
  );
}

export default function MaterialPage() {
  return (
    <RoutePage>
      <MaterialContent />
    </RoutePage>
  );
}
