// The page width of SPEC §2 ("the maximum page width can be capped"), set at build time: VITE_MAX_PAGE_WIDTH,
// 750 px by default, 0 for none (docs/decisions/0073-web-page-width-confirmations-and-badge.md). Written into
// theme.css by the build instead of by script at start-up: the first screen's code stays smaller, and the frame
// has its width from the first paint.
import type { Plugin } from 'vite';

/** The declaration in src/shared/ui/theme.css that carries the cap (the default, replaced by the build). */
export const PAGE_WIDTH_DECLARATION = '--kk-max-width: 750px;';

/** The CSS value of the cap for a VITE_MAX_PAGE_WIDTH setting. */
export function pageWidthValue(configured: string | undefined): string {
  const width = Number(configured ?? 750);
  return Number.isFinite(width) && width > 0 ? `${width}px` : 'none';
}

export function pageWidthPlugin(): Plugin {
  let declaration = PAGE_WIDTH_DECLARATION;
  return {
    name: 'kk-page-width',
    enforce: 'pre',
    configResolved(config) {
      declaration = `--kk-max-width: ${pageWidthValue(config.env.VITE_MAX_PAGE_WIDTH)};`;
    },
    transform(code, id) {
      if (!id.endsWith('/src/shared/ui/theme.css')) return null;
      if (!code.includes(PAGE_WIDTH_DECLARATION)) this.error(`theme.css lost "${PAGE_WIDTH_DECLARATION}"`);
      return { code: code.replace(PAGE_WIDTH_DECLARATION, declaration), map: null };
    },
  };
}
