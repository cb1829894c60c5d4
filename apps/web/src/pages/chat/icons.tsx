// The chat composer's own icons (drawn here until another screen needs them in shared/ui/icons.tsx).
import type { SVGProps } from 'react';
import { ICON_SVG, STROKED } from '../../shared/ui/icon-paths.ts';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function EmoteFaceIcon({ size = 24, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} {...ICON_SVG} {...STROKED} aria-hidden={true} focusable={false} {...rest}>
      <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />
      <path d="M8.5 14.5c.9 1.2 2.1 1.8 3.5 1.8s2.6-.6 3.5-1.8M9 9.5h.01M15 9.5h.01" />
    </svg>
  );
}

export function KeyboardIcon({ size = 24, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} {...ICON_SVG} {...STROKED} aria-hidden={true} focusable={false} {...rest}>
      <path d="M4.5 6h15A1.5 1.5 0 0 1 21 7.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 16.5v-9A1.5 1.5 0 0 1 4.5 6z" />
      <path d="M7 10h.01M10 10h.01M13 10h.01M16 10h.01M8 14h8" />
    </svg>
  );
}

/** An eye struck through: a picture kept from view until a tap. */
export function EyeOffIcon({ size = 22, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} {...ICON_SVG} {...STROKED} aria-hidden={true} focusable={false} {...rest}>
      <path d="M3 3l18 18M10.6 5.1A9.7 9.7 0 0 1 12 5c5 0 8.5 4.2 9.5 7-.4 1.1-1.2 2.5-2.4 3.7M6.3 6.3C4.4 7.6 3.1 9.6 2.5 12c1 2.8 4.5 7 9.5 7 1.7 0 3.2-.5 4.5-1.2" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}
