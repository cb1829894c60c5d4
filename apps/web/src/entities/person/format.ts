// How the public profile joins its parts: "广东省 深圳市", "女 · 28岁".

/** Province and city as people write them; empty parts left out. */
export function placeText(province: string, city: string): string {
  return [province, city].filter((part) => part !== '').join(' ');
}

/** Short facts in one tag, empty ones left out. */
export function tagText(parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join(' · ');
}
