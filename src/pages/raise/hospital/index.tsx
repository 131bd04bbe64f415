/**
 * /cf/publish/raise/verification-hospital/:infoUuid: the hospital's own account, when the money goes to the
 * hospital directly (payee LOCATION_HOSPITAL_ACCOUNT).
 */
import { RoutePage } from '../../../components/RoutePage';
import { SectionScreen } from '../../../components/raise/SectionScreen';

export default function HospitalPage() {
  return (
    <RoutePage route='verificationHospital'>
      <SectionScreen
        section='hospital'
        desc='善款将直接支付到医院的对公账户，用于患者的治疗费用；请向医院财务处索取账户信息'
        after='verificationHospitalSuccess'
      />
    </RoutePage>
  );
}
