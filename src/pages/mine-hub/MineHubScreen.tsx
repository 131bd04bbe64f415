/** The hub and its tab bar: what the 我的 page shows, and what the server renders for a logged-in reader (src/ssr/first-screen.tsx). */
import { TabBar } from '../../components/TabBar';
import { MineHubView } from './MineHubView';

export function MineHubScreen() {
  return (
    <>
      <MineHubView />
      <TabBar active='mine' />
    </>
  );
}
