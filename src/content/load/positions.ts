import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';

export type Position = { line: number; column: number };

const at = (offset: number, lines: LineCounter): Position => {
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
};

/** An empty value (`title:` with nothing after it) has no text to point at: its key is shown instead. */
const isEmpty = (node: unknown) => isScalar(node) && node.value === null && node.source === '';

/**
 * Where the field at `path` is written: its value (or its name, with `at: 'name'`, or when
 * the value is empty); for a field that is missing, the name of the nearest enclosing field.
 */
export function positionOf(document: Document, path: readonly (string | number)[], lines: LineCounter, target: 'value' | 'name' = 'value'): Position {
  let node: unknown = document.contents;
  let value: Position = at((node as Node | null)?.range?.[0] ?? 0, lines);
  let enclosing = value;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => (isScalar(item.key) ? item.key.value : item.key) === key);
      if (!pair) return enclosing;
      const keyStart = (pair.key as Node | null)?.range?.[0] ?? 0;
      const next = pair.value as Node | null;
      enclosing = at(keyStart, lines);
      value = next?.range && !isEmpty(next) && target === 'value' ? at(next.range[0], lines) : enclosing;
      node = next;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined;
      if (!item?.range) return value;
      value = at(item.range[0], lines);
      enclosing = value;
      node = item;
    } else return value;
  }
  return value;
}
