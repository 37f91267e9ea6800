// A Vite build plugin: `import { ArrowLeft, Check } from 'lucide-react'` in the app's modules
// becomes one import per icon from lucide-react's own per-icon entry points
// (`lucide-react/icons/arrow-left`), as Next.js's optimizePackageImports does for this package.
// The icons that ship are the same (tree-shaking removed the others before); what changes is the
// module graph the code-splitting groups see: through the package's index (which imports all 1,600
// icons) every icon looked used by every page that uses any icon, so the page groups of
// scripts/page-chunks.mjs could not place them and each shared icon stayed a file of its own
// (docs/decisions/038).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** lucide-react's export names (ArrowLeft, ArrowLeftIcon, LucideArrowLeft, …) → icon file name. */
export function lucideIconFiles() {
  const require = createRequire(import.meta.url);
  const pkg = path.dirname(require.resolve('lucide-react/package.json'));
  const index = fs.readFileSync(path.join(pkg, 'dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Map();
  const line = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g;
  for (const [, names, file] of index.matchAll(line))
    for (const name of names.split(',')) {
      const alias = /default as (\w+)/.exec(name.trim());
      if (alias) files.set(alias[1], file);
    }
  if (files.size < 1000)
    throw new Error(`icon-imports: read only ${files.size} icon names from lucide-react`);
  return files;
}

/**
 * Rewrites the named imports of lucide-react in `code` (names that are not icons stay imported
 * from the package). Returns undefined when there is nothing to rewrite.
 * @param {string} code
 * @param {Map<string, string>} files from lucideIconFiles()
 */
export function rewriteIconImports(code, files) {
  let changed = false;
  const out = code.replace(
    /import\s*\{([^}]*)\}\s*from\s*(["'])lucide-react\2;?/g,
    (statement, specifiers, quote) => {
      const kept = [];
      const icons = [];
      for (const specifier of specifiers
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const [imported, local = imported] = specifier.split(/\s+as\s+/);
        const file = files.get(imported);
        if (file) icons.push(`import ${local} from ${quote}lucide-react/icons/${file}${quote};`);
        else kept.push(specifier);
      }
      if (icons.length === 0) return statement;
      changed = true;
      const rest = kept.length ? `import { ${kept.join(', ')} } from ${quote}lucide-react${quote};` : '';
      return [...icons, rest].filter(Boolean).join(' ');
    },
  );
  return changed ? out : undefined;
}

/** @returns {import('vite').Plugin} */
export function iconImports() {
  let files;
  return {
    name: 'navihub:icon-imports',
    apply: 'build',
    transform(code, id) {
      if (
        id.includes('node_modules') ||
        !/\.[jt]sx?$/.test(id.split('?')[0]) ||
        !code.includes('lucide-react')
      )
        return undefined;
      files ??= lucideIconFiles();
      const out = rewriteIconImports(code, files);
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
}
