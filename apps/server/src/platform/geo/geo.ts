// Approximate region of an address, from an offline database (ip2region ships its data in the npm package).
import { provinceNamed } from '@kk/contract/regions';
import IP2Region from 'ip2region';

export interface Geo {
  /** Province and city names of the region data (SPEC §3 fields), or empty strings when unknown or abroad. */
  locate(ip: string): { province: string; city: string };
}

interface Ip2RegionResult {
  country: string;
  province: string;
  city: string;
}

interface Ip2RegionQuery {
  search(ip: string): Ip2RegionResult | null;
}

export class Ip2RegionGeo implements Geo {
  readonly #query: Ip2RegionQuery;

  constructor() {
    // The package ships CommonJS with the class on `default`; IPv6 data is skipped to save memory.
    const Query = (IP2Region as unknown as { default: new (options: object) => Ip2RegionQuery }).default;
    this.#query = new Query({ disableIpv6: true });
  }

  locate(ip: string): { province: string; city: string } {
    const none = { province: '', city: '' };
    let found: Ip2RegionResult | null;
    try {
      found = this.#query.search(ip.replace(/^::ffff:/, ''));
    } catch {
      return none;
    }
    if (found?.country !== '中国') return none;
    const province = provinceNamed(found.province);
    if (!province) return none;
    // The region data calls a municipality's city by the municipality's name (regions.ts).
    const city = province.children.find((node) => node.name === found.city || node.name === province.name);
    return { province: province.name, city: city?.name ?? '' };
  }
}
