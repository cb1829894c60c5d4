// The page frame: width capped (SPEC §2 "maximum page width") and centred; theme.css draws it.

/** Class of the element that holds every screen (theme.css `.kk-frame`). */
export const FRAME_CLASS = 'kk-frame';

/** Applies the cap: VITE_MAX_PAGE_WIDTH at build time, 750 px by default, 0 for none. */
export function applyPageWidth(root: HTMLElement, configured: string | undefined): void {
  const width = Number(configured ?? 750);
  root.style.setProperty('--kk-max-width', Number.isFinite(width) && width > 0 ? `${width}px` : 'none');
}
