/**
 * The reader's display preferences kept with their account, a feature group: 长辈版 (care mode: large
 * text, large targets, no pop-ups). `care` is null while the account has never chosen; the device's own
 * choice then stands (and is saved here at the next login).
 */
import { Bool, call, Empty, Nullable, Obj, type Static } from './schema';

export const Preferences = Obj({
  /** 长辈版 on or off as last chosen with this account; null: never chosen */
  care: Nullable(Bool()),
});
export type Preferences = Static<typeof Preferences>;

export const preferences = {
  get: call({ method: 'POST', path: '/api/cf/v4/preferences/get', access: 'user', req: Empty(), res: Preferences }),
  set: call({ method: 'POST', path: '/api/cf/v4/preferences/set', access: 'user', req: Obj({ care: Bool() }), res: Preferences, client: { noDedupe: true } }),
};
