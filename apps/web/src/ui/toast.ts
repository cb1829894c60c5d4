// Toasts (SPEC §9: 1500 ms by default). antd-mobile's Toast brings its animation library, so it loads on
// first use (and is preloaded when the browser is idle) instead of weighing on the first screen.
import { TOAST_DURATION_MS } from '@kk/contract';

type ToastModule = typeof import('antd-mobile/es/components/toast');
let toastModule: Promise<ToastModule> | null = null;

export function preloadToast(): Promise<ToastModule> {
  toastModule ??= import('antd-mobile/es/components/toast');
  return toastModule;
}

/** A short message in the middle of the screen. */
export function showToast(content: string): void {
  void preloadToast().then(({ default: Toast }) => Toast.show({ content, duration: TOAST_DURATION_MS }));
}
