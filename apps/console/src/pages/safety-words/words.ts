// The money words as an admin types them: one a line, checked as the server checks them (api/console.ts).
import { SAFETY } from '@kk/contract';

/** The words as typed: one a line, trimmed, blank lines and repeats left out. */
export function wordsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

/** What is wrong with a list before it is sent (the server checks the same), or null. */
export function wordsProblem(
  words: readonly string[],
): { key: 'safetyWords.none' | 'safetyWords.tooMany' | 'safetyWords.tooLong'; vars?: { max: number } } | null {
  if (words.length === 0) return { key: 'safetyWords.none' };
  if (words.length > SAFETY.wordsMax) return { key: 'safetyWords.tooMany', vars: { max: SAFETY.wordsMax } };
  if (words.some((word) => [...word].length > SAFETY.wordMax)) {
    return { key: 'safetyWords.tooLong', vars: { max: SAFETY.wordMax } };
  }
  return null;
}
