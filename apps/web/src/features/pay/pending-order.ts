// The order that left for the gateway, kept for this tab: if the gateway's return loses the order number
// (a closed tab, a return URL without it), the records page still knows which order to check.
const KEY = 'kkPendingOrder';

export const pendingOrderStorage = {
  get(): string | null {
    try {
      return sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(outTradeNo: string): void {
    try {
      sessionStorage.setItem(KEY, outTradeNo);
    } catch {
      // Private mode: the return URL carries the order number anyway.
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing kept.
    }
  },
};
