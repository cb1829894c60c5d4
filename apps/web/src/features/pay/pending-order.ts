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

const ORIGIN_KEY = 'kkPurchaseOrigin';

/** Where the purchase of an order began (the in-app path with its query): the result leads back there. */
export const purchaseOriginStorage = {
  get(outTradeNo: string): string | null {
    try {
      const kept = JSON.parse(sessionStorage.getItem(ORIGIN_KEY) ?? 'null') as { order?: unknown; from?: unknown };
      return kept?.order === outTradeNo && typeof kept.from === 'string' && kept.from.startsWith('/')
        ? kept.from
        : null;
    } catch {
      return null;
    }
  },
  set(outTradeNo: string, from: string): void {
    try {
      sessionStorage.setItem(ORIGIN_KEY, JSON.stringify({ order: outTradeNo, from }));
    } catch {
      // Private mode: the result leads back to the recharge page, where every purchase begins.
    }
  },
};
