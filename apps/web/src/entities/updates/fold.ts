// Long update texts fold on the card (fold.test.ts): at most FOLD.lines lines and FOLD.chars characters show,
// with 全文 to read the rest. Counted in code points, so an emoji or a rare character is never cut in half.
export const FOLD = { lines: 6, chars: 140 } as const;

export interface Folded {
  /** What the card shows while folded (the whole text when it is short). */
  text: string;
  /** Whether anything was left out, i.e. whether the card offers 全文 / 收起. */
  folded: boolean;
}

export function foldText(text: string, limits: { lines: number; chars: number } = FOLD): Folded {
  const lines = text.split('\n');
  let shown = lines.slice(0, limits.lines).join('\n');
  const points = Array.from(shown);
  if (points.length > limits.chars) shown = points.slice(0, limits.chars).join('');
  if (shown.length >= text.length) return { text, folded: false };
  return { text: `${shown.trimEnd()}…`, folded: true };
}
