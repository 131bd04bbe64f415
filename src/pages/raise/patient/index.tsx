/** /cf/publish/raise/edit-patient-info/:infoUuid: the patient's name, ID number and relation to the fundraiser. */
import { RoutePage } from '../../../components/RoutePage';
import { SectionScreen } from '../../../components/raise/SectionScreen';

export default function PatientPage() {
  return (
    <RoutePage route='editPatientInfo'>
      <SectionScreen section='patient' desc='请填写与身份证一致的患者信息，仅用于平台审核，不会公开展示' />
    </RoutePage>
  );
}
