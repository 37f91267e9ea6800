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
// The one exception is `small`: chunks of a few small shared components and icons are merged into
// one, which a page may then load with a few components it does not show (never a feature's code).

/** A module importing more than this many is taken for a package's index of re-exports. */
const BARREL = 200;

/**
 * @param {{
 *   pages: Map<string, string[]>,
 *   entry: string,
 *   small?: { name: string, maxBytes: number, test: RegExp },
 * }} options
 *   pages: page name → the absolute ids of its route modules (those the router imports lazily);
 *   entry: the absolute id of the app's entry module (what it imports is every page's);
 *   small: a chunk of this group whose modules all match `test` and whose sources come to less
 *   than `maxBytes` goes into the chunk `name` with the other such chunks.
 * @returns {{ plugin: import('vite').Plugin, group: import('rolldown').CodeSplittingGroup }} the
 *   plugin (it lists the build's modules for the group) and the group.
 */
export function pageSharedChunks({ pages, entry, small }) {
  const pageOf = new Map();
  for (const [name, ids] of pages) for (const id of ids) pageOf.set(id, name);
  const order = [...pages.keys()];

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

  const nameOf = (id, ctx) => {
    const roots = rootsOf(id, ctx);
    // In the entry's chunks (or its groups) already, or in one lazy module's own chunk.
    if (!roots || roots.has(entry) || roots.size <= 1) return null;
    const names = order.filter((page) => [...roots].some((root) => pageOf.get(root) === page));
    return names.length > 0 ? `for-${names.map((n) => (n === '/' ? 'home' : n.slice(1))).join('-')}` : null;
  };

  let moduleIds = [];
  /** @type {Map<string, string | null> | undefined} */
  let table;
  const build = (ctx) => {
    const names = new Map(moduleIds.map((id) => [id, nameOf(id, ctx)]));
    if (small) {
      const groups = new Map();
      for (const [id, name] of names) {
        if (!name) continue;
        const g = groups.get(name) ?? { bytes: 0, ids: [] };
        g.bytes += ctx.getModuleInfo(id)?.code?.length ?? 0;
        g.ids.push(id);
        groups.set(name, g);
      }
      for (const g of groups.values())
        if (g.bytes < small.maxBytes && g.ids.every((id) => small.test.test(id)))
          for (const id of g.ids) names.set(id, small.name);
    }
    return names;
  };

  return {
    plugin: {
      name: 'navihub:page-chunks',
      apply: 'build',
      buildEnd() {
        moduleIds = [...this.getModuleIds()];
        table = undefined;
      },
    },
    group: {
      // What a captured module imports is placed by its own name (or by rolldown), not pulled in.
      includeDependenciesRecursively: false,
      name(id, ctx) {
        table ??= build(ctx);
        return table.has(id) ? table.get(id) : nameOf(id, ctx);
      },
    },
  };
}

/**
 * A code-splitting group 'shell': the modules matching `test` that the entry imports statically,
 * directly or not, in one file that every page loads before its own chunk. A rule by folder, not a
 * list of files, so that a renamed or new module of lib/ stays in it (docs/decisions/051).
 * @param {{ entry: string, test: RegExp, name?: string }} options
 * @returns {import('rolldown').CodeSplittingGroup}
 */
export function shellOf({ entry, test, name = 'shell' }) {
  /** @type {Set<string> | undefined} */
  let reached;
  /** @type {unknown} */
  let reachedIn;
  const fromEntry = (ctx) => {
    const seen = new Set([entry]);
    const queue = [entry];
    while (queue.length) {
      for (const imported of ctx.getModuleInfo(queue.pop())?.importedIds ?? [])
        if (!seen.has(imported)) {
          seen.add(imported);
          queue.push(imported);
        }
    }
    return seen;
  };
  return {
    name(id, ctx) {
      if (!test.test(id)) return null;
      if (reachedIn !== ctx || !reached) {
        reached = fromEntry(ctx);
        reachedIn = ctx;
      }
      return reached.has(id) ? name : null;
    },
  };
}
