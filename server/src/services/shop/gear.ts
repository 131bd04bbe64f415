import type { GearItem } from '../../../../src/contract/shop';
import type { GoodsGearTable } from '../../db/schema-shop';

/** A gear row as the shop and the staff console answer it, with how many were bought. */
export const toGear = (g: GoodsGearTable, bought: number): GearItem => ({
  gearId: g.gear_id, infoUuid: g.info_uuid, title: g.title, description: g.description, imageUrl: g.image_url, price: Number(g.price),
  needCount: Number(g.need_count), stock: Number(g.stock), boughtCount: bought, onSale: !!g.on_sale,
});
