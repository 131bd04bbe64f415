/**
 * /cf/publish/raise/edit-payee-info/:infoUuid: who receives the money. The patient, the spouse or another
 * relative (name, ID number, bank, account), or the hospital's own account (then the hospital screen follows).
 */
import { RoutePage } from '../../../components/RoutePage';
import { SectionScreen } from '../../../components/raise/SectionScreen';

export default function PayeePage() {
  return (
    <RoutePage route='editPayeeInfo'>
      <SectionScreen section='payee' desc='善款将打入收款人名下的银行卡；选择“医院对公账户”时，善款直接支付给医院' />
    </RoutePage>
  );
}
