/** /raise/modify-bank-account?infoUuid=: change the payee's bank account; the change goes back to review. */
import { RoutePage } from '../../../components/RoutePage';
import { SectionScreen } from '../../../components/raise/SectionScreen';

export default function ModifyBankAccountPage() {
  return (
    <RoutePage route='modifyBankAccount'>
      <SectionScreen
        section='payee'
        title='修改收款银行卡'
        desc='修改后的收款信息提交平台审核，审核通过前仍使用原收款账户'
        submitText='提交审核'
        after='raiseCommitVerify'
      />
    </RoutePage>
  );
}
