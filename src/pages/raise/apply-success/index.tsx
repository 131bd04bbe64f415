/** /cf/apply/success: the help registration arrived. */
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { RaiseButton, RaiseDone } from '../../../components/raise/SectionForm';

function ApplySuccess() {
  const { platform } = useStores();
  return (
    <RaiseDone title='登记成功' desc='筹款顾问会在1个工作日内电话联系您，请保持电话畅通'>
      <RaiseButton text='返回首页' onClick={() => platform.nav.go('commonList', undefined, { replace: true })} />
    </RaiseDone>
  );
}

export default function ApplySuccessPage() {
  return (
    <RoutePage route='applySuccess'>
      <ApplySuccess />
    </RoutePage>
  );
}
