/** /cf/mine (a login route) and the mini-program's 我的 tab (a main-package page: WeChat wants tab pages there). */
import { RoutePage } from '../../components/RoutePage';
import { TabBar } from '../../components/TabBar';
import { MineHubView } from './MineHubView';

export default function MineHubPage() {
  return (
    <RoutePage route='mine'>
      <MineHubView />
      <TabBar active='mine' />
    </RoutePage>
  );
}
