// Attribute values the screens spread onto elements. They live in a .ts file because the lint rule that
// keeps text out of JSX (noJsxLiterals with noStrings) refuses every string literal in .tsx files, even
// `type="button"` (docs/decisions.md "Web").

export const BUTTON = { type: 'button' } as const;
export const SUBMIT = { type: 'submit' } as const;
export const CHECKBOX = { type: 'checkbox' } as const;
/** antd-mobile's full-width primary submit button. */
export const PRIMARY_SUBMIT = { type: 'submit', color: 'primary', block: true } as const;
export const CARD_LIST = { mode: 'card' } as const;

export const CURRENT_PAGE = { 'aria-current': 'page' } as const;
/** Text for screen readers only (theme.css). */
export const VISUALLY_HIDDEN = 'kk-visually-hidden';

export const PHONE_INPUT = { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' } as const;
export const CODE_INPUT = { inputMode: 'numeric', autoComplete: 'one-time-code' } as const;
export const USERNAME_INPUT = { autoComplete: 'username' } as const;

export function passwordInput(visible: boolean, choosing: boolean) {
  return {
    type: visible ? 'text' : 'password',
    autoComplete: choosing ? 'new-password' : 'current-password',
  } as const;
}

/** Joins class names, skipping the falsy ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** A count for a badge: more than 99 shows as 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
