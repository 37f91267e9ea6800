// A code-splitting group for the build (rolldown `codeSplitting.groups`): the modules that some of
// the shop's main pages share with other pages or lazy modules go into one chunk per set of those
// pages that load them first, instead of one small chunk per set of *all* the modules that import
// them (rolldown's own split). /navipin fetched 26 files before its first paint, most of them a few
// hundred bytes; on a phone each costs a round trip (docs/decisions/038).
//
// Only the listed pages count: a module no listed page loads first (back-office, converter, VIN
// decoder on other pages, what a page fetches later, e.g. the code form's schema) is left to
// rolldown, and a chunk of this group holds only modules every page of its name loads, so a page
// never loads another page's code that it does not run itself. Pages not listed may load one of
// these chunks for one of its modules, and get the others with it: customer code they do not run.

/**
 * @param {{ pages: Map<string, string[]>, entry: string }} options
 *   pages: page name → the absolute ids of its route modules (those the router imports lazily);
 *   entry: the absolute id of the app's entry module (what it imports is every page's).
 * @returns {import('rolldown').CodeSplittingGroup}
 */
/** A module importing more than this many is taken for a package's index of re-exports. */
const BARREL = 200;

export function pageSharedChunks({ pages, entry }) {
  const pageOf = new Map();
  for (const [name, ids] of pages) for (const id of ids) pageOf.set(id, name);
  const order = [...pages.keys()];
  /** @type {Map<string, string | null>} */
  const memo = new Map();

  /**
   * The modules from which `id` is reached by static imports alone: the entry, the lazy modules
   * (page routes, modules a page imports when needed) whose chunk would hold or import it.
   */
  const rootsOf = (id, ctx) => {
    const roots = new Set();
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length) {
      const current = queue.pop();
      const info = ctx.getModuleInfo(current);
      if (!info) continue;
      if (current === entry) {
        roots.add(current);
        continue;
      }
      if (info.dynamicImporters.length > 0 || pageOf.has(current)) roots.add(current);
      for (const importer of info.importers) {
        // A package's index that re-exports all of it (lucide-react's icons): who imports it does
        // not say who uses this module; unknown (rolldown's tree-shaking knows, and places it).
        if ((ctx.getModuleInfo(importer)?.importedIds.length ?? 0) > BARREL) return undefined;
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    return roots;
  };

  return {
    // What a captured module imports is placed by its own name (or by rolldown), not pulled in.
    includeDependenciesRecursively: false,
    name(id, ctx) {
      if (memo.has(id)) return memo.get(id);
      let name = null;
      const roots = rootsOf(id, ctx);
      // In the entry's chunks (or its groups) already, or in one lazy module's own chunk.
      if (roots && !roots.has(entry) && roots.size > 1) {
        const names = order.filter((page) => [...roots].some((root) => pageOf.get(root) === page));
        if (names.length > 0) name = `for-${names.map((n) => (n === '/' ? 'home' : n.slice(1))).join('-')}`;
      }
      memo.set(id, name);
      return name;
    },
  };
}
