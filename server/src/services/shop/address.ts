/**
 * The buyer's address book: at most MAX_ADDRESSES addresses; each one passes the shared rules
 * (src/contract/rules/address.ts: receiver's name and mobile, the street address) and its region codes
 * must be a province / city / district chain of the national division list — the names stored are the
 * list's own. The first address, or one saved as default, is the default.
 */
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import type { UserRow } from '../../repositories/users';
import { addressById, countAddresses, saveAddressRow } from '../../repositories/shop';
import type { GoodsAddressesTable } from '../../db/schema-shop';
import { ADDRESS_MSG, addressError } from '../../../../src/contract/rules/address';
import type { Address, AddressReq } from '../../../../src/contract/shop';
import { resolveRegion } from './divisions';

export const MAX_ADDRESSES = 20;

export const toAddress = (r: GoodsAddressesTable): Address => ({
  addressId: r.address_id, name: r.name, phone: r.phone, provinceCode: r.province_code, cityCode: r.city_code, districtCode: r.district_code,
  province: r.province, city: r.city, district: r.district, detail: r.detail, isDefault: !!r.is_default,
});

export async function saveAddress(deps: AppDeps, user: UserRow, req: AddressReq): Promise<Address> {
  const form = { ...req, name: req.name.trim(), phone: req.phone.trim(), detail: req.detail.trim() };
  const err = addressError(form, false);
  if (err) throw badRequest(err);
  const region = resolveRegion(form.provinceCode, form.cityCode, form.districtCode);
  if (!region) throw badRequest(ADDRESS_MSG.regionInvalid);
  const now = deps.clock();
  const before = req.addressId ? await addressById(deps.db, req.addressId) : undefined;
  if (req.addressId && (!before || before.user_id !== user.user_id)) throw notFound('收货地址不存在');
  return deps.db.transaction().execute(async (trx) => {
    const count = await countAddresses(trx, user.user_id);
    if (!before && count >= MAX_ADDRESSES) throw badRequest(`最多保存${MAX_ADDRESSES}个收货地址`);
    const row: GoodsAddressesTable = {
      address_id: before?.address_id ?? newId('ad'), user_id: user.user_id, name: form.name, phone: form.phone,
      province_code: form.provinceCode, city_code: form.cityCode, district_code: form.districtCode, ...region, detail: form.detail,
      is_default: req.isDefault || count === 0 || (before?.is_default ?? 0) ? 1 : 0, created_at: before ? Number(before.created_at) : now, updated_at: now,
    };
    await saveAddressRow(trx, row, !before);
    return toAddress(row);
  });
}
