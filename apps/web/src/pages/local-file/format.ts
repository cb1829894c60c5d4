/** A byte count for people: 512 B, 34.5 KB, 2.1 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The last part of a cached URL: what the list shows as its name. */
export function fileName(url: string): string {
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return url;
  }
}

/** When an image was kept: date and time in the interface language's style. */
export function cachedAt(time: number, language: string): string {
  return new Date(time).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short', hour12: false });
}
