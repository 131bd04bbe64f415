/**
 * The buyer's address book on the goods page: the saved addresses (the default first, chosen at load),
 * and the form for a new one — receiver, mobile, the region picked level by level from the national
 * division list the server serves (province, then its cities, then their districts), the street
 * address. The form checks the shared rules (src/contract/rules/address.ts) before sending; the server
 * checks them again and the region against the list.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { Act } from '../act';
import { addressError } from '../../contract/rules/address';
import type { Address, Region } from '../../contract/shop';

export type RegionLevel = 'province' | 'city' | 'district';

export class AddressStore {
  list: Address[] = [];
  /** The address the order goes to ('' when none). */
  selectedId = '';
  readonly loadAct: Act;
  /** The new-address form is open. */
  editing = false;
  name = '';
  phone = '';
  detail = '';
  /** The chosen region, code and name per level. */
  province: Region | null = null;
  city: Region | null = null;
  district: Region | null = null;
  /** The level whose options are shown (null: the picker is closed). */
  picking: RegionLevel | null = null;
  options: Region[] = [];
  readonly regionAct: Act;
  readonly saveAct: Act;

  /** `onChosen`: an address is now chosen (picked or saved), so the buyer's 请选择收货地址 no longer stands. */
  constructor(private readonly root: RootStore, private readonly onChosen: () => void = () => {}) {
    this.loadAct = new Act(root);
    this.regionAct = new Act(root);
    this.saveAct = new Act(root);
    makeAutoObservable<this, 'root' | 'onChosen'>(this, { root: false, onChosen: false, loadAct: false, regionAct: false, saveAct: false });
  }

  get selected(): Address | null {
    return this.list.find((a) => a.addressId === this.selectedId) ?? null;
  }
  get regionText(): string {
    return [this.province?.name, this.city?.name, this.district?.name].filter(Boolean).join(' ');
  }

  /** The user's addresses; the default (or first) is chosen; with none the form opens. */
  load(): Promise<boolean> {
    return this.loadAct.latest('shop.addresses', async (live) => {
      const res = await this.root.api.shop.addresses({});
      runInAction(() => {
        if (!live()) return;
        this.list = res.list;
        if (!this.list.some((a) => a.addressId === this.selectedId)) this.selectedId = this.list[0]?.addressId ?? '';
        if (!this.list.length) this.editing = true;
      });
    });
  }

  select(addressId: string): void {
    this.selectedId = addressId;
    this.editing = false;
    this.onChosen();
  }
  startNew(): void {
    this.editing = true;
    this.saveAct.clear();
  }
  cancelNew(): void {
    this.editing = false;
    this.picking = null;
  }
  setField(field: 'name' | 'phone' | 'detail', text: string): void {
    this[field] = text.slice(0, field === 'detail' ? 100 : field === 'phone' ? 11 : 20);
    this.saveAct.clear();
  }

  /** Opens the picker at a level: the provinces, or the children of the level above. */
  pick(level: RegionLevel): Promise<boolean> {
    const parent = level === 'province' ? undefined : level === 'city' ? this.province?.code : this.city?.code;
    if (level !== 'province' && !parent) return Promise.resolve(false);
    this.picking = level;
    this.options = [];
    return this.regionAct.latest('shop.citys', async (live) => {
      const res = await this.root.api.shop.citys(parent ? { parentCode: parent } : {});
      runInAction(() => {
        if (live()) this.options = res.list;
      });
    });
  }

  /** Takes an option of the open level and moves on to the next level (none after the district). */
  choose(region: Region): void {
    const level = this.picking;
    this.saveAct.clear();
    if (level === 'province') {
      this.province = region;
      this.city = null;
      this.district = null;
      void this.pick('city');
    } else if (level === 'city') {
      this.city = region;
      this.district = null;
      void this.pick('district');
    } else if (level === 'district') {
      this.district = region;
      this.picking = null;
    }
  }

  /** Checks and saves the new address; it becomes the chosen one. */
  save(): Promise<boolean> {
    const form = {
      name: this.name.trim(), phone: this.phone.trim(), detail: this.detail.trim(),
      provinceCode: this.province?.code ?? '', cityCode: this.city?.code ?? '', districtCode: this.district?.code ?? '',
    };
    const err = addressError(form);
    if (err) return Promise.resolve(this.saveAct.fail(err));
    return this.saveAct.run('shop.saveAddress', async () => {
      const saved = await this.root.api.shop.saveAddress({ ...form, isDefault: this.list.length === 0 });
      runInAction(() => {
        this.list = [saved, ...this.list.filter((a) => a.addressId !== saved.addressId)];
        this.selectedId = saved.addressId;
        this.editing = false;
        this.picking = null;
        this.name = '';
        this.phone = '';
        this.detail = '';
      });
      this.onChosen();
    });
  }
}
