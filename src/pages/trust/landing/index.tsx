/** every message landing route (/cf/wxmessage/*, /cf/authMiddlePage/detail, /cf/messageMiddlePage/detail, /cf/article/articleMiddlePage): a thin page over the trust view (logic in the stores). */
import { RoutePage } from '../../../components/RoutePage';
import { LandingView } from '../../../components/trust/LandingView';
import '../../../components/trust/trust.css';

function Content() {
  return <LandingView />;
}

export default function LandingPage() {
  return (
    <RoutePage>
      <Content />
    </RoutePage>
  );
}
