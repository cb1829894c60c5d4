// The verified mark (issue 24): a small blue rosette with a tick beside a name, wherever a public profile appears
// (feed cards, the profile, chat, conversations, lists of people, updates and comments, search, Me). One component,
// drawn inline and styled inline: it rides in home's cards, so it must cost next to nothing (no icon, no CSS file).
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';

/** A 12-point rosette on a 16-unit square, and the tick inside it. */
const ROSETTE =
  'M8 0L9.71 1.62 12 1.07 12.67 3.33 14.93 4 14.38 6.29 16 8 14.38 9.71 14.93 12 12.67 12.67 12 14.93 9.71 14.38 8 16 6.29 14.38 4 14.93 3.33 12.67 1.07 12 1.62 9.71 0 8 1.62 6.29 1.07 4 3.33 3.33 4 1.07 6.29 1.62Z';
const TICK = 'M4.8 8.2l2.1 2.1 4.3-4.5';

interface VerifiedMarkProps {
  /** The person's `verified`: nothing is drawn for 0 (or a shape without the field). */
  verified: 0 | 1 | undefined;
  size?: number;
  /** Only a picture of the mark (the verify screen's intro): hidden from screen readers, no name. */
  decorative?: boolean;
}

/** 已认证: an image with that name for screen readers, its tooltip the same. */
export function VerifiedMark({ verified, size = 16, decorative = false }: VerifiedMarkProps) {
  const { t } = useTranslation();
  if (verified !== 1) return null;
  const label = decorative ? undefined : t(K.verify.badge);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      role={decorative ? undefined : 'img'}
      aria-label={label}
      aria-hidden={decorative || undefined}
      data-verified={decorative ? undefined : true}
      style={{ flex: 'none', display: 'inline-block', verticalAlign: '-0.15em', marginInlineStart: 4 }}
    >
      {label ? <title>{label}</title> : null}
      <path d={ROSETTE} fill="#1677ff" />
      <path d={TICK} fill="none" stroke="#fff" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
