/**
 * The reader's display preferences: 长辈版 (care mode: large text and targets, no pop-ups, no hurry, few
 * large preset amounts). Where the choice comes from, first that applies:
 * - the account's (logged in, once read): chosen with this account on any device;
 * - the device's: chosen on this device (remembered through the platform's display adapter);
 * - the device's font setting: WeChat's font size at 20 px or more (关怀模式) turns it on until the reader
 *   switches it off;
 * - otherwise off.
 * On a login the account's choice wins when it has one; else this device's explicit choice is saved to the
 * account (a font-size default is not a choice and is not saved).
 */
import { autorun, makeAutoObservable, reaction, runInAction } from 'mobx';
import { preferences } from '../contract/preferences';
import { featureGroup } from '../services';
import type { RootStore } from './RootStore';
import { logFailure } from './report';

export type CareSource = 'account' | 'device' | 'font' | 'none';

export class PrefsStore {
  /** 长辈版 as chosen on this device; null: never chosen here */
  device: boolean | null;
  /** 长辈版 as chosen with the logged-in account; null: never chosen, not read yet, or logged out */
  account: boolean | null = null;
  /** the device's font setting asks for large text */
  readonly largeFont: boolean;
  private started = false;

  constructor(private readonly root: RootStore) {
    const display = root.platform.display;
    this.device = display.savedCare();
    this.largeFont = display.largeFont();
    makeAutoObservable<this, 'root' | 'started'>(this, { root: false, started: false });
  }

  private get api() {
    return featureGroup(this.root.api, 'preferences', preferences);
  }

  get source(): CareSource {
    if (this.account !== null) return 'account';
    if (this.device !== null) return 'device';
    return this.largeFont ? 'font' : 'none';
  }

  /** 长辈版 is on. */
  get care(): boolean {
    return this.account ?? this.device ?? this.largeFont;
  }

  /** The switch (我的, the home page's entry): remembered on the device, and with the account when logged in. */
  async setCare(on: boolean): Promise<void> {
    this.device = on;
    this.root.platform.display.saveCare(on);
    if (!this.root.auth.loggedIn) return;
    this.account = on;
    try {
      await this.api.set({ care: on });
    } catch (err) {
      logFailure('prefs.setCare', err); // the device keeps the choice; the next login saves it to the account
    }
  }

  /** After a login: the account's choice wins when it has one, else the device's choice is saved to it. */
  async syncAccount(): Promise<void> {
    const user = this.root.auth.user?.userId ?? null;
    if (!user) return;
    try {
      const { care } = await this.api.get();
      if ((this.root.auth.user?.userId ?? null) !== user) return; // logged out or switched meanwhile
      if (care !== null) {
        runInAction(() => {
          this.account = care;
          this.device = care;
        });
        this.root.platform.display.saveCare(care);
      } else if (this.device !== null) {
        const mine = this.device;
        runInAction(() => (this.account = mine));
        await this.api.set({ care: mine });
      }
    } catch (err) {
      logFailure('prefs.syncAccount', err);
    }
  }

  /** Once per app: follows logins and logouts, and draws the document in the current mode. */
  start(): void {
    if (this.started) return;
    this.started = true;
    reaction(
      () => this.root.auth.user?.userId ?? null,
      (id) => {
        if (id) void this.syncAccount();
        else runInAction(() => (this.account = null));
      },
      { fireImmediately: true },
    );
    autorun(() => this.root.platform.display.applyCare(this.care));
  }
}
