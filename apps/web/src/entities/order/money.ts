// Prices are in yuan (getPayInfo answers the packages' price in yuan).

/** ¥6.00: always two decimals, as a price is shown in Chinese apps (and as Alipay's total_amount is written). */
export function formatYuan(price: number): string {
  return `¥${(Math.round(price * 100) / 100).toFixed(2)}`;
}
