import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../shared/paths.ts';
import { purchaseOriginStorage } from './pending-order.ts';

/** The first entry of a document the router has not navigated yet (react-router's key for it). */
const FIRST_ENTRY_KEY = 'default';

/** What the result's entry carries once the page the purchase began on has been put below it. */
interface PurchaseReturn {
  backTo: string;
}

function historyIndex(): number {
  return (window.history.state as { idx?: number } | null)?.idx ?? 0;
}

/**
 * The gateway sends the user back to the result (the records page with the order) in a new document, below which
 * history holds only the gateway's own pages: Back would lead home, or to the cashier. On that arrival the page
 * where the purchase began (kept by rechargeMutation; the recharge page, where every purchase begins, when it was
 * lost) is put below the result, so Back, the bar's and the browser's, leads there. Returns what 完成 does: back
 * there as well after such a return, `otherwise` for a result opened in the app (a record's "check").
 */
export function useBackToPurchase(outTradeNo: string, otherwise: () => void): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const returned = (location.state as PurchaseReturn | null)?.backTo ?? null;
  const arrived = outTradeNo !== '' && location.key === FIRST_ENTRY_KEY && historyIndex() === 0;
  const here = location.pathname + location.search;

  useEffect(() => {
    // Once: a second run (React's development check) finds the origin already below.
    if (!arrived || historyIndex() !== 0) return;
    const origin = purchaseOriginStorage.get(outTradeNo) ?? PATHS.recharge;
    // Both in one task: the router draws only the last, the same result, now above the origin.
    navigate(origin, { replace: true });
    navigate(here, { state: { backTo: origin } satisfies PurchaseReturn });
  }, [arrived, outTradeNo, here, navigate]);

  return returned ? () => navigate(-1) : otherwise;
}
