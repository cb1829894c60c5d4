// The administrative regions of China (province > city > county), from the china-area-data package (GB/T 2260).
// Both sides use it: the web app for the region cascade picker (loaded lazily), the server to check a choice.
import data from 'china-area-data/data.json' with { type: 'json' };

export interface RegionNode {
  code: string;
  name: string;
  children: RegionNode[];
}

type AreaData = Record<string, Record<string, string> | undefined>;
const areas = data as AreaData;
const CHINA = '86';

/** Municipalities list their districts under a city called 市辖区; people call that city by its own name. */
function cityName(name: string, province: string): string {
  return name === '市辖区' ? province : name;
}

function childrenOf(code: string, parentName: string, depth: number): RegionNode[] {
  const entries = Object.entries(areas[code] ?? {});
  return entries.map(([childCode, name]) => {
    const shown = depth === 1 ? cityName(name, parentName) : name;
    return { code: childCode, name: shown, children: depth < 2 ? childrenOf(childCode, shown, depth + 1) : [] };
  });
}

let tree: RegionNode[] | undefined;

/** Provinces with their cities and counties. Built once, on first use. */
export function regionTree(): RegionNode[] {
  tree ??= childrenOf(CHINA, '', 0);
  return tree;
}

/**
 * True when province > city > county names a real place. County may be empty only where the city has nothing
 * below it (the districts of Hong Kong and Macau); all three empty clears the region.
 */
export function isRealRegion(province: string, city: string, county: string): boolean {
  if (province === '' && city === '' && county === '') return true;
  const p = regionTree().find((node) => node.name === province);
  const c = p?.children.find((node) => node.name === city);
  if (!c) return false;
  return county === '' ? c.children.length === 0 : c.children.some((node) => node.name === county);
}

/** The official province name for a short or long form (北京 → 北京市, 广西 → 广西壮族自治区), or undefined. */
export function provinceNamed(name: string): RegionNode | undefined {
  if (!name) return undefined;
  return regionTree().find((node) => node.name === name || node.name.startsWith(name));
}
