/** 24-hour clock time of a log entry, in the interface language's style. */
export function clockTime(time: number, language: string): string {
  return new Date(time).toLocaleTimeString(language, { hour12: false });
}
