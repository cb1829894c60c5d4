/**
 * For a mutation's promise (mutateAsync) in a screen's action: the query client has already told the failure
 * (shared/api/report-failure.ts), so here it only ends the action, with undefined instead of a rejection.
 */
export async function quietly<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch {
    return undefined;
  }
}
