// The profile's query and keys live with the relations (features/relations/queries.ts), whose mutations keep
// its flags and counts right; this page only reads its parameter.
export { userDetailKeys, userDetailQuery } from '../relation/queries.ts';

/** `?userId=` of the page, or 0 when absent or not a positive whole number. */
export function userIdParam(search: URLSearchParams): number {
  const value = Number(search.get('userId'));
  return Number.isInteger(value) && value > 0 ? value : 0;
}
