// Import circles (docs/decisions/050): none in the server, web, contract and coding-files sources,
// `import type` included. TypeScript's imports are read before compilation, so a circle held only by
// type imports (gone at run time, unseen by import-x/no-cycle) still counts. `npm test` runs this
// after lint; `npm run circles` alone. Arguments: other folders to check (the test's fixtures).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { root } from './lib.mjs';

const sources = ['apps/server/src', 'apps/web/src', 'packages/contract/src', 'packages/coding-files/src'];

/** Checks the given folders; resolves with the number of circles found and their report. */
export async function findImportCircles(folders = sources) {
  const { output, exitCode } = await cruise(
    folders,
    {
      baseDir: root,
      validate: true,
      ruleSet: {
        forbidden: [
          {
            name: 'no-circular',
            severity: 'error',
            comment: 'An import circle: move what both files need into a third one.',
            from: {},
            to: { circular: true },
          },
        ],
      },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: ['/dist/', '/node_modules/'] },
      // Workspace packages resolve to their TypeScript sources, as in the tests.
      enhancedResolveOptions: {
        exportsFields: ['exports'],
        conditionNames: ['source', 'import', 'default'],
        mainFields: ['module', 'main', 'types'],
      },
      outputType: 'err',
    },
    // The web's `@/` alias of apps/web/src (its tsconfig's paths).
    { alias: { '@': path.join(root, 'apps/web/src') } },
  );
  return { circles: exitCode, report: String(output) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folders = process.argv.slice(2);
  const { circles, report } = await findImportCircles(folders.length > 0 ? folders : undefined);
  process.stdout.write(report);
  process.exit(circles === 0 ? 0 : 1);
}
