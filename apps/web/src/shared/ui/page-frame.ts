// The page frame: width capped (SPEC §2 "maximum page width") and centred; theme.css draws it. The cap,
// VITE_MAX_PAGE_WIDTH, goes into theme.css at build time (scripts/page-width.ts).

/** Class of the element that holds every screen (theme.css `.kk-frame`). */
export const FRAME_CLASS = 'kk-frame';
