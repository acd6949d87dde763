import { useState } from 'react';

/**
 * How many of a list's items to show: `pageSize` at first and that many more at each `more()`,
 * the first page again once `key` (the list's filters) changes, and enough to include the item
 * at index `keep` (-1 for none) when one must be seen: the lead just closed, whose link takes
 * focus back.
 */
export function useMore(key: string, pageSize: number, keep: number) {
  const [asked, setAsked] = useState({ key, count: pageSize });
  const count = asked.key === key ? asked.count : pageSize;
  const needed = Math.ceil((keep + 1) / pageSize) * pageSize;
  // Kept as state, set while rendering as for any state that follows a prop: once the item is
  // shown it stays, though `keep` goes.
  if (needed > count) setAsked({ key, count: needed });
  return {
    count: Math.max(count, needed),
    more: () => setAsked({ key, count: Math.max(count, needed) + pageSize }),
  };
}
