// Small helpers for element attributes that carry a little logic.

/** Text for screen readers only (theme.css). */
export const VISUALLY_HIDDEN = 'kk-visually-hidden';

/** A password input: shown or hidden, and telling password managers whether it is being chosen. */
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
