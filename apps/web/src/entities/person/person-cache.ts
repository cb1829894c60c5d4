// Keeps a person's relation flags right in every cached list that shows them (search results, the Home feed),
// without knowing those lists' keys: any cached `{list}` answer, or pages of them, whose items carry `id` and
// the flag being changed. Plain functions over data, tested in person-cache.test.ts.

type Item = { id?: unknown } & Record<string, unknown>;
type ListAnswer = { list: Item[]; total?: number };
type Pages = { pages: ListAnswer[]; pageParams: unknown[] };

function isList(data: unknown): data is ListAnswer {
  return typeof data === 'object' && data !== null && Array.isArray((data as ListAnswer).list);
}

function isPages(data: unknown): data is Pages {
  return typeof data === 'object' && data !== null && Array.isArray((data as Pages).pages);
}

function mapLists(data: unknown, map: (answer: ListAnswer) => ListAnswer): unknown {
  if (isList(data)) return map(data);
  if (isPages(data) && data.pages.every(isList)) {
    const pages = data.pages.map(map);
    return pages.some((page, index) => page !== data.pages[index]) ? { ...data, pages } : data;
  }
  return data;
}

/**
 * The same data with the person's fields set where an item of that id already has them (`is_follow` on a
 * card, say); untouched data is returned as is, so the cache does not re-render what did not change.
 */
export function patchPerson(data: unknown, userId: number, patch: Record<string, unknown>): unknown {
  const fields = Object.keys(patch);
  return mapLists(data, (answer) => {
    let changed = false;
    const list = answer.list.map((item) => {
      if (item.id !== userId || !fields.some((field) => field in item && item[field] !== patch[field])) return item;
      changed = true;
      const next = { ...item };
      for (const field of fields) if (field in item) next[field] = patch[field];
      return next;
    });
    return changed ? { ...answer, list } : answer;
  });
}

/** The same data without the person (after a block, they disappear from every list of people). */
export function dropPerson(data: unknown, userId: number): unknown {
  return mapLists(data, (answer) => {
    const list = answer.list.filter((item) => item.id !== userId);
    if (list.length === answer.list.length) return answer;
    const total = typeof answer.total === 'number' ? Math.max(0, answer.total - 1) : answer.total;
    return total === undefined ? { ...answer, list } : { ...answer, list, total };
  });
}
