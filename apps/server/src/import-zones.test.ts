/**
 * The layering rules hold because lint enforces them (docs/decisions/018): each case is an import
 * that breaks one, linted with the repository's own ESLint config, which must refuse it.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const zones = 'import-x/no-restricted-paths';

describe('import zones', () => {
  it.each([
    [
      'db/ importing a module',
      'apps/server/src/db/extra.ts',
      `import { addVariants } from '../modules/catalog/service.js';`,
    ],
    [
      'db/ importing the seeding',
      'apps/server/src/db/extra.ts',
      `import { seedDatabase } from '../seed/seed-database.js';`,
    ],
    [
      'a service importing a plugin',
      'apps/server/src/modules/orders/extra.ts',
      `import { isApiPath } from '../../plugins/error-handler.js';`,
    ],
    [
      'server lib/ importing a module',
      'apps/server/src/lib/extra.ts',
      `import { currentUser } from '../modules/auth/authenticate.js';`,
    ],
    [
      'a web feature importing another',
      'apps/web/src/features/account/extra.ts',
      `import { useLogin } from '@/features/auth/api/login';`,
    ],
    [
      'a web feature importing another by a relative path',
      'apps/web/src/features/account/extra.ts',
      `import { useLogin } from '../auth/api/login';`,
    ],
    [
      'a web feature importing app/',
      'apps/web/src/features/account/extra.ts',
      `import { router } from '@/app/router';`,
    ],
    [
      'web lib/ importing a feature',
      'apps/web/src/lib/extra.ts',
      `import { useLogin } from '@/features/auth/api/login';`,
    ],
  ])('refuse %s', async (_name, filePath, importLine) => {
    const ids = await ruleIds(
      filePath,
      `${importLine}\nexport const used = [${importLine.match(/\{ (\w+) \}/)?.[1]}];\n`,
    );
    expect(ids).toContain(zones);
  });

  it.each([
    [
      'routes importing a plugin',
      'apps/server/src/modules/orders/extra-routes.ts',
      `import { isApiPath } from '../../plugins/error-handler.js';`,
    ],
    [
      'a feature importing its own parts',
      'apps/web/src/features/auth/pages/extra.ts',
      `import { useLogin } from '../api/login';`,
    ],
  ])('allow %s', async (_name, filePath, importLine) => {
    const ids = await ruleIds(
      filePath,
      `${importLine}\nexport const used = [${importLine.match(/\{ (\w+) \}/)?.[1]}];\n`,
    );
    expect(ids).not.toContain(zones);
  });

  describe('module entries (docs/decisions/050)', () => {
    it.each([
      [
        'a module importing an inner file of another',
        'apps/server/src/modules/account/extra.ts',
        `import { balance } from '../points/ledger.js';\nexport const used = [balance];\n`,
      ],
      [
        'a module importing a type from an inner file of another',
        'apps/server/src/modules/account/extra.ts',
        `import type { User } from '../auth/service.js';\nexport type Used = User;\n`,
      ],
      [
        'a module re-exporting an inner file of another',
        'apps/server/src/modules/account/extra.ts',
        `export { enqueueMail } from '../mail/outbox.js';\n`,
      ],
      [
        'a module loading an inner file of another on demand',
        'apps/server/src/modules/account/extra.ts',
        `export const load = () => import('../mail/outbox.js');\n`,
      ],
      [
        "a module's test importing an inner file of another",
        'apps/server/src/modules/account/extra.test.ts',
        `import { balance } from '../points/ledger.js';\nexport const used = [balance];\n`,
      ],
      [
        'app.ts importing a plugin file',
        'apps/server/src/app.ts',
        `import { mailPlugin } from './modules/mail/plugin.js';\nexport const used = [mailPlugin];\n`,
      ],
      [
        'the CLI importing an inner file',
        'apps/server/src/cli/extra.ts',
        `import { listJobs } from '../modules/jobs/queue.js';\nexport const used = [listJobs];\n`,
      ],
      [
        'the seeding importing an inner file',
        'apps/server/src/seed/extra.ts',
        `import { addVariants } from '../modules/catalog/service.js';\nexport const used = [addVariants];\n`,
      ],
      [
        'a plugin importing an inner file',
        'apps/server/src/plugins/extra.ts',
        `import type { User } from '../modules/auth/service.js';\nexport type Used = User;\n`,
      ],
      [
        'the test harness importing an inner file',
        'apps/server/src/test/extra.ts',
        `import { toolId } from '../modules/points/ledger.js';\nexport const used = [toolId];\n`,
      ],
    ])('refuse %s', async (_name, filePath, code) => {
      expect(await ruleIds(filePath, code)).toContain(zones);
    });

    it.each([
      [
        'a module importing the entry of another',
        'apps/server/src/modules/account/extra.ts',
        `import { balance } from '../points/index.js';\nimport type { User } from '../auth/index.js';\nexport const used = [balance];\nexport type Used = User;\n`,
      ],
      [
        'app.ts importing an entry',
        'apps/server/src/app.ts',
        `import { mailPlugin } from './modules/mail/index.js';\nexport const used = [mailPlugin];\n`,
      ],
      [
        'a module importing its own files',
        'apps/server/src/modules/points/extra.ts',
        `import { balance } from './ledger.js';\nexport const used = [balance];\n`,
      ],
      [
        "a module's test importing its own inner files",
        'apps/server/src/modules/mail/extra.test.ts',
        `import { SENT_BODY } from './worker.js';\nexport const used = [SENT_BODY];\n`,
      ],
    ])('allow %s', async (_name, filePath, code) => {
      expect(await ruleIds(filePath, code)).not.toContain(zones);
    });
  });

  it("refuses a module importing another module's table, and allows its own", async () => {
    const payments = 'apps/server/src/modules/payments/extra.ts';
    const ledger = `import { pointLedger } from '../../db/schema.js';\nexport const used = [pointLedger];\n`;
    expect(await ruleIds(payments, ledger)).toContain('no-restricted-imports');
    const own = `import { payments } from '../../db/schema.js';\nexport const used = [payments];\n`;
    expect(await ruleIds(payments, own)).not.toContain('no-restricted-imports');
    const converter = `import { orders } from '../../db/schema.js';\nexport const used = [orders];\n`;
    expect(await ruleIds('apps/server/src/modules/converter/extra.ts', converter)).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await ruleIds('apps/server/src/lib/polling-Loop.ts', 'export const x = 1;\n')).toContain(
      'check-file/filename-naming-convention',
    );
  });
});
