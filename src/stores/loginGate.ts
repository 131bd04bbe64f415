/**
 * The one place the donor journey asks "may this viewer act?": logged in with a bound mobile,
 * otherwise off to /login?redirectUrl=<the current path>, so the viewer comes back to where they were.
 */
import type { RootStore } from './RootStore';

/** True when the viewer may proceed; otherwise starts the login redirect and resolves false. */
export async function ensureLoggedIn(root: RootStore): Promise<boolean> {
  const { auth } = root;
  // The launch-time login check may still be running: wait for it rather than misjudge a member.
  if (!auth.checked) await auth.check();
  if (auth.loggedIn && auth.mobileBound) return true;
  // Replace: the login page comes back to this path when done, so the stack keeps one copy of the page.
  root.platform.nav.go('login', { redirectUrl: root.platform.nav.currentPath() }, { replace: true });
  return false;
}
