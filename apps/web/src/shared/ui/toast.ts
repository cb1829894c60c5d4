// Toasts (SPEC §9: 1500 ms by default). antd-mobile's Toast brings its animation library, so it loads on
// first use (and is preloaded when the browser is idle) instead of weighing on the first screen.
import { TOAST_DURATION_MS } from '@kk/contract';
import { createElement, useEffect } from 'react';

type ToastModule = typeof import('antd-mobile/es/components/toast');
let toastModule: Promise<ToastModule> | null = null;
/** The number of the latest toast: only its own timer closes it (a newer one replaces it on screen). */
let latest = 0;

export function preloadToast(): Promise<ToastModule> {
  toastModule ??= import('antd-mobile/es/components/toast');
  return toastModule;
}

/** A short message in the middle of the screen, for TOAST_DURATION_MS from when it is on screen. */
export function showToast(content: string): void {
  void preloadToast().then(({ default: Toast }) => {
    const id = ++latest;
    const onShown = () => {
      window.setTimeout(() => {
        if (id === latest) Toast.clear();
      }, TOAST_DURATION_MS);
    };
    // Duration 0 and a timer of our own: antd-mobile's starts when the toast is asked for, before it renders. On
    // a busy phone at start-up (the login-expired toast, while the login page loads) the render came more than
    // 1.5 s later, and the toast closed without ever being seen.
    Toast.show({ content: createElement(ToastText, { text: content, onShown }), duration: 0 });
  });
}

/** The toast's text; tells once it is on screen (an effect runs after the render is committed). */
function ToastText({ text, onShown }: { text: string; onShown: () => void }) {
  useEffect(() => {
    onShown();
  }, [onShown]);
  return text;
}
