/**
 * Beyond SPEC §2: a copy of my data (issue 24, PIPL), beside account deletion in settings and linked from the
 * safety page. Not in shared/paths.ts, which the first screen carries (its size budget, DESIGN §4): only lazy
 * screens name it.
 */
export const DATA_EXPORT_PATH = '/pages/dataExport/dataExport';
