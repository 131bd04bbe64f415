/**
 * A delivery address for the goods shop: the receiver's name and mobile follow the shared name and
 * phone rules; the province, city and district are codes of the national administrative-division list
 * (the server checks them against it and stores the names it finds); the street address is 5..100
 * characters after trimming.
 */
import { nameError } from './identity';
import { phoneError } from './phone';
import { sizedText } from './text';

export const ADDRESS_DETAIL_LEN = [5, 100] as const;

export const ADDRESS_MSG = {
  region: '请选择所在地区',
  regionInvalid: '所选地区不存在，请重新选择',
  detail: '请填写详细地址',
  detailLength: '详细地址为5-100个字',
} as const;

export interface AddressForm {
  name: string;
  phone: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  detail: string;
}

/** The first broken rule of the form's own fields (the region's existence is the server's check), or null. */
export function addressError(a: AddressForm, districtRequired = true): string | null {
  return nameError(a.name, '收货人')
    ?? phoneError(a.phone)
    ?? (!a.provinceCode || !a.cityCode || (districtRequired && !a.districtCode) ? ADDRESS_MSG.region : null)
    ?? sizedText(a.detail, ADDRESS_DETAIL_LEN[0], ADDRESS_DETAIL_LEN[1], ADDRESS_MSG.detail, ADDRESS_MSG.detailLength);
}
