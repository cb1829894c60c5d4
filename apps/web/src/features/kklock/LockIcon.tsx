// The kk lock's own icon (drawn here until another screen needs it in shared/ui/icons.tsx).
import type { SVGProps } from 'react';
import { ICON_SVG, STROKED } from '../../shared/ui/icon-paths.ts';

export function LockIcon({ size = 24, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} {...ICON_SVG} {...STROKED} aria-hidden={true} focusable={false} {...rest}>
      <path d="M7.5 11V8a4.5 4.5 0 0 1 9 0v3" />
      <path d="M6.5 11h11A1.5 1.5 0 0 1 19 12.5v7a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19.5v-7A1.5 1.5 0 0 1 6.5 11z" />
      <path d="M12 15v2.5" />
    </svg>
  );
}
