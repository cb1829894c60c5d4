// Money as Alipay writes it ("6.00" yuan) and as we compare it (integer fen): no floating-point equality, so a
// notification 0.01 off is 1 fen off and refused.

/** Yuan (a listed price) to fen. */
export function fenOf(yuan: number): number {
  return Math.round(yuan * 100);
}

export function amountText(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "6", "6.0", "6.00" to 600; anything else (signs, exponents, spaces, three decimals, huge) to null. */
export function parseAmount(text: string): number | null {
  const match = /^(0|[1-9]\d{0,8})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
