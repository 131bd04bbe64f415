/** /cf/publish/raise/edit-aeger/:infoUuid and hospital-detail/:infoUuid: hospital, department, diagnosis. */
import { RoutePage } from '../../../components/RoutePage';
import { SectionScreen } from '../../../components/raise/SectionScreen';

export default function TreatmentPage() {
  return (
    <RoutePage>
      <SectionScreen section='treatment' desc='填写患者目前就诊的医院和诊断结果，需与医疗证明一致' />
    </RoutePage>
  );
}
