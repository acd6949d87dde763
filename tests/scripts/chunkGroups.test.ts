// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staticGraphGroup } from '../../scripts/chunkGroups';

// entry → a (static) → b (static); entry ⇢ lazy (dynamic, not in importedIds); other apart.
const graph: Record<string, string[]> = {
  '/src/entry.ts': ['/src/a.ts'],
  '/src/a.ts': ['/src/b.ts', '/src/entry.ts'],
  '/src/b.ts': [],
  '/src/lazy.ts': [],
  '/src/other.ts': [],
};
const ctx = { getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null) };

describe('staticGraphGroup', () => {
  it('names the entry and what it imports statically, transitively, and nothing else', () => {
    const name = staticGraphGroup('/src/entry.ts', 'boot');
    expect(['/src/entry.ts', '/src/a.ts', '/src/b.ts'].map((id) => name(id, ctx))).toEqual([
      'boot',
      'boot',
      'boot',
    ]);
    expect(name('/src/lazy.ts', ctx)).toBeNull();
    expect(name('/src/other.ts', ctx)).toBeNull();
  });

  it('stops the build with the missing path when the entry is not in the graph', () => {
    const name = staticGraphGroup('/src/renamed.ts', 'boot');
    expect(() => name('/src/a.ts', ctx)).toThrow('the build has no module /src/renamed.ts');
  });
});
