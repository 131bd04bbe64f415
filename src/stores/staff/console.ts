/**
 * The staff console's stores (H5 only). They are not fields of RootStore: this module gives RootStore
 * their getters (`root.staffWork`, ...), each store built once per root on first use (RootStore.feature).
 * Only the staff pages (through StaffFrame) and tests import it, so the mini-program, which has no staff
 * page, never carries them in its main package.
 */
import { RootStore } from '../RootStore';
import { StaffStore } from '../StaffStore';
import { StaffWorkStore } from '../StaffWorkStore';
import { StaffOrderStore } from '../StaffOrderStore';
import { StaffLifecycleStore } from '../StaffLifecycleStore';
import { StaffActivityStore } from '../StaffActivityStore';
import { StaffContentStore } from '../StaffContentStore';
import { StaffShopStore } from '../shop/StaffShopStore';
import { StaffQuestionStore } from '../mine/StaffQuestionStore';

const STAFF_STORES = {
  /** raise review, revisions, the blacklist, the audit log */
  staff: StaffStore,
  /** trust and money work queues */
  staffWork: StaffWorkStore,
  /** order lookup */
  staffOrders: StaffOrderStore,
  /** case attributes, termination and experiments */
  staffLifecycle: StaffLifecycleStore,
  /** matching-gift activities */
  staffActivity: StaffActivityStore,
  /** content and feature configuration */
  staffContent: StaffContentStore,
  /** the goods shop */
  staffShop: StaffShopStore,
  /** the question queue */
  staffQuestions: StaffQuestionStore,
};

type StaffStores = { readonly [K in keyof typeof STAFF_STORES]: InstanceType<(typeof STAFF_STORES)[K]> };

declare module '../RootStore' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RootStore extends StaffStores {}
}

for (const [key, Store] of Object.entries(STAFF_STORES)) {
  if (Object.getOwnPropertyDescriptor(RootStore.prototype, key)) continue;
  Object.defineProperty(RootStore.prototype, key, {
    configurable: true,
    get(this: RootStore) {
      return this.feature(key, (root) => new Store(root));
    },
  });
}

export {};
