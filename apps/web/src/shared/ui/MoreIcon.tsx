import type { SVGProps } from 'react';
import { ICON_SVG, STROKED } from './icon-paths.ts';

/** Three dots: the "more" menu of a profile. Drawn here until another screen needs it in ui/icons.tsx. */
export function MoreIcon({ size = 24, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} {...ICON_SVG} {...STROKED} strokeWidth={2.6} aria-hidden={true} {...rest}>
      <path d="M5.5 12h.01M12 12h.01M18.5 12h.01" />
    </svg>
  );
}
