/** /cf/risk-case-intercept: a case the platform stopped for risk; donors are not taken further. */
import { RoutePage } from '../../components/RoutePage';
import { useStores } from '../../stores/context';
import { StateView } from '../../components/StateView';

function Content() {
  const { platform } = useStores();
  return (
    <StateView
      icon='!'
      title='该筹款暂时无法查看'
      desc='该筹款存在风险，已被平台暂停展示。为保护您的爱心，请勿向该筹款转账或捐款。如有疑问请联系客服。'
      actionText='看看其他筹款'
      onAction={() => platform.nav.go('commonList', undefined, { replace: true })}
      testId='risk-intercept'
    />
  );
}

export default function RiskCaseInterceptPage() {
  return (
    <RoutePage route='riskCaseIntercept'>
      <Content />
    </RoutePage>
  );
}
