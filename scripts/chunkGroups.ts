// Chunk grouping by the module graph rather than by a list of file names: a renamed or
// added module moves with its importer, and a missing entry stops the build.

/** What the grouping reads of Rolldown's module graph. */
type ModuleInfo = { importedIds: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * A code-splitting group `name` function: `name` for `entry` and every module it imports
 * statically, transitively (its dynamic imports stay out); null for any other module.
 * Throws when the build has no module `entry` (an absolute path).
 */
export function staticGraphGroup(entry: string, name: string) {
  const graphs = new WeakMap<ModuleInfo, Set<string>>();
  function graphOf(ctx: Context) {
    const root = ctx.getModuleInfo(entry);
    if (!root)
      throw new Error(
        `Chunk group "${name}": the build has no module ${entry}. Was it renamed? Update vite.config.ts.`,
      );
    let members = graphs.get(root);
    if (!members) {
      members = new Set();
      const queue = [entry];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (members.has(id)) continue;
        members.add(id);
        queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
      graphs.set(root, members);
    }
    return members;
  }
  return (id: string, ctx: Context) => (graphOf(ctx).has(id) ? name : null);
}
