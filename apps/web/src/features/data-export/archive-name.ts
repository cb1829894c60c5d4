/** kk-data-20261127.zip: the day of the download in the member's own time zone. */
export function archiveName(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `kk-data-${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}.zip`;
}
