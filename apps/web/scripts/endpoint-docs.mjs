// A Vite build plugin: the web app's copy of the contract's endpoint descriptors without what only
// the server reads: the OpenAPI texts (`summary`, `description`) and tag, and the flags of its
// handling (`hidden`, `private`, `apiKey`, `idempotent`). The web reads an endpoint's id, method,
// path and auth only (lib/request.ts, lib/api-client.ts), and the rest cost every page's first load
// (the texts alone about 1.3 kB raw in the shell, 1.5 kB more on /navipin; docs/decisions/064).
// Read on the module's syntax tree after TypeScript is stripped: the object of each
// `endpoint({...})` call in packages/contract/src/api/, those properties left out.
import path from 'node:path';

const SERVER_ONLY = new Set(['summary', 'description', 'tag', 'hidden', 'private', 'apiKey', 'idempotent']);

/** @param {{ apiDir: string }} options apiDir: the contract's src/api folder. @returns {import('vite').Plugin} */
export function endpointDocs({ apiDir }) {
  /** Every node of an ESTree syntax tree, depth first. */
  function* nodesOf(node) {
    if (Array.isArray(node)) {
      for (const item of node) yield* nodesOf(item);
      return;
    }
    if (!node || typeof node !== 'object' || typeof node.type !== 'string') return;
    yield node;
    for (const value of Object.values(node)) if (value && typeof value === 'object') yield* nodesOf(value);
  }
  return {
    name: 'navihub:endpoint-docs',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0];
      if (path.dirname(file) !== apiDir || file.endsWith('.shapes.ts') || !code.includes('endpoint('))
        return undefined;
      const edits = [];
      for (const node of nodesOf(this.parse(code))) {
        if (
          node.type !== 'CallExpression' ||
          node.callee.type !== 'Identifier' ||
          node.callee.name !== 'endpoint'
        )
          continue;
        const [object] = node.arguments;
        if (object?.type !== 'ObjectExpression') continue;
        const isDoc = (p) =>
          p.type === 'Property' && !p.computed && SERVER_ONLY.has(p.key.name ?? p.key.value);
        if (!object.properties.some(isDoc)) continue;
        const kept = object.properties.filter((p) => !isDoc(p)).map((p) => code.slice(p.start, p.end));
        edits.push({ start: object.start, end: object.end, text: `{ ${kept.join(', ')} }` });
      }
      if (edits.length === 0) return undefined;
      let out = code;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
        out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
