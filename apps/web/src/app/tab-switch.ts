// SPEC §4 "tab switching flag": one switch at a time; the flag resets TAB_SWITCH_FLAG_MS after leaving a
// tab, so a double tap or a tap during the transition does not stack navigations.
import { TAB_SWITCH_FLAG_MS } from '@kk/contract';

export function createTabSwitchFlag(
  delayMs: number = TAB_SWITCH_FLAG_MS,
  schedule: (run: () => void, ms: number) => unknown = (run, ms) => setTimeout(run, ms),
) {
  let switching = false;
  return {
    /** True when a switch may start now; it then holds the flag until the reset. */
    tryStart(): boolean {
      if (switching) return false;
      switching = true;
      schedule(() => {
        switching = false;
      }, delayMs);
      return true;
    },
    isSwitching: () => switching,
  };
}
