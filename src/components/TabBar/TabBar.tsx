/** Mini-program: the tab bar is the app's native tabBar (app.config), so the pages draw none. */
import type { TabKey } from '../../lib/tabs';

export function TabBar(_props: { active: TabKey }) {
  return null;
}
