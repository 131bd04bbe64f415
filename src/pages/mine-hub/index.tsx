/** /cf/mine (a login route) and the mini-program's 我的 tab (a main-package page: WeChat wants tab pages there). */
import { RoutePage } from '../../components/RoutePage';
import { useDeferredFirstRender } from '../../components/case/useServerRender';
import { MineHubScreen } from './MineHubScreen';

function MineHubContent() {
  // under a server-rendered hub the client's first render is a transition (no long task before a tap answers)
  if (!useDeferredFirstRender()) return null;
  return <MineHubScreen />;
}

export default function MineHubPage() {
  return (
    <RoutePage route='mine'>
      <MineHubContent />
    </RoutePage>
  );
}
