/** Where the queue's selection moves on a key: j or ↓ down, k or ↑ up, within the rows; null for other keys. */
export function nextIndex(key: string, current: number, length: number): number | null {
  if (length === 0) return null;
  if (key === 'j' || key === 'ArrowDown') return Math.min(current + 1, length - 1);
  if (key === 'k' || key === 'ArrowUp') return Math.max(current - 1, 0);
  return null;
}
