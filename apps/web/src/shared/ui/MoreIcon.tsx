import type { SVGProps } from 'react';
import { ICON_SVG, STROKED } from './icon-paths.ts';

/**
 * Three dots: the "more" menu of a profile, an update or a chat. Apart from icons.tsx, which the first screen
 * loads, as no first screen shows it.
 */
export function MoreIcon({ size = 24, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} {...ICON_SVG} {...STROKED} strokeWidth={2.6} aria-hidden={true} {...rest}>
      <path d="M5.5 12h.01M12 12h.01M18.5 12h.01" />
    </svg>
  );
}
