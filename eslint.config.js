import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import logicalDirection from './scripts/eslint/logical-direction.mjs';

const root = import.meta.dirname;
const webFeatures = readdirSync(`${root}/apps/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import zones (docs/decisions/018). A cross-feature import the web still needs would be listed
 * here as `'<feature>': ['<other feature>', …]`, with a comment saying why, until the features are
 * re-cut: this list only shrinks. It is empty.
 */
const crossFeatureExceptions = {};

const importZones = [
  // Web: a feature never imports another feature, nor the app shell that composes them.
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [feature, ...(crossFeatureExceptions[feature] ?? [])].map((name) => `./${name}`),
    message: 'A feature never imports another feature: move what both need to lib/ or components/.',
  })),
  // Web: the back-office is reached only through its entry, features/backoffice/index.ts, from the
  // staff-only chunk (decision 069), value and type imports alike. The customer features' entries
  // are not made yet: barrels cost 0.4-3.3 kB brotli on every customer page (measured).
  {
    target: ['apps/web/src/app', 'apps/web/src/main.tsx'],
    from: 'apps/web/src/features/backoffice',
    except: ['./index.ts'],
    message: 'Import features/backoffice through its entry, features/backoffice/index.ts (decision 069).',
  },
  {
    target: 'apps/web/src/features',
    from: 'apps/web/src/app',
    message: 'Features never import app/: the app composes features, not the other way round.',
  },
  // Web: shared folders never import features.
  {
    target: ['lib', 'components', 'config', 'testing'].map((dir) => `apps/web/src/${dir}`),
    from: 'apps/web/src/features',
    message: 'Shared folders (lib, components, config, testing) never import features.',
  },
  // Server: the database layer knows no module; shared helpers know no module or plugin.
  {
    target: 'apps/server/src/db',
    from: ['apps/server/src/modules', 'apps/server/src/seed', 'apps/server/src/plugins'],
    message: 'db/ never imports modules/ (seeding lives in seed/).',
  },
  {
    target: 'apps/server/src/lib/!(*.test).ts',
    from: ['apps/server/src/modules', 'apps/server/src/plugins', 'apps/server/src/app.ts'],
    message: 'lib/ is shared: it never imports modules/, plugins/ or app.ts.',
  },
  // Server: services (every module file but its routes) never import plugins/.
  {
    target: 'apps/server/src/modules/**/!(*routes).ts',
    from: 'apps/server/src/plugins/**/*',
    message: 'Services never import plugins/: put the shared piece in lib/ or in the module that owns it.',
  },
];

/**
 * Which module writes (and so imports) each table of db/schema.ts (docs/decisions/020). A module
 * imports only its own tables; it reaches another's through that module's functions. The few
 * reads across modules are listed with their reason.
 */
const tableOwners = {
  auth: ['users', 'sessions', 'refreshTokens', 'passwordResets', 'emailConfirmations'],
  // The customer's own profile columns of the users row.
  account: ['users', 'BusinessBuyer'],
  points: ['pointBalances', 'pointLedger', 'tools'],
  // A subscription is for a tool, named in the tools table.
  subscriptions: ['subscriptions', 'tools'],
  // The attachment's shape is the outbox's column's.
  mail: ['outbox', 'MailAttachment'],
  jobs: ['jobs'],
  catalog: ['headUnits', 'variants', 'prices'],
  bundles: ['tokenBundles', 'subscriptionBundles'],
  // The sandbox's test payments are payments too (decision 073).
  payments: ['payments', 'paymentRefunds', 'webhookEvents', 'BusinessBuyer', 'PaymentTax', 'testPayments'],
  // The shapes of the business buyer and tax columns it decides; payments and account write them (decision 065).
  taxes: ['BusinessBuyer', 'PaymentTax', 'TaxEvidence', 'ViesConsultation'],
  // Fulfilment reads the customer's e-mail address with the orders it claims (decision 008); the
  // sandbox's test orders are orders too (decision 066).
  orders: ['orders', 'users', 'testOrders'],
  audit: ['auditLog'],
  // The per-day counter of a staff member's points (decision 042).
  backoffice: ['staffDailyPoints'],
  // Withdrawals sent online (decision 056).
  withdrawals: ['withdrawalRequests'],
  // A key opens a session of its own, ended when it is revoked, and is live while it is (decision 053).
  'api-keys': ['apiKeys', 'sessions'],
  idempotency: ['idempotencyKeys'],
  // A fleet's CSV upload and its rows (decision 061); the orders themselves are placed by orders.
  'bulk-orders': ['bulkOrders', 'bulkOrderRows'],
  // A customer's endpoints and what was sent to them (decision 060).
  webhooks: ['webhookEndpoints', 'webhookDeliveries'],
  // A person's export and erasure reach every table that holds their data (decision 055).
  'account-data': [
    'users',
    'sessions',
    'refreshTokens',
    'orders',
    'payments',
    'paymentRefunds',
    'pointBalances',
    'pointLedger',
    'subscriptions',
    'tools',
    'outbox',
    'bulkOrders',
    'webhookEndpoints',
  ],
  // A PIN order's consent to immediate delivery (decision 057).
  consents: ['orderConsents'],
  // Invoices and credit notes with their numbering counters (decision 054).
  // The buyer and tax a payment hands it are its columns' shapes (decision 065).
  invoices: [
    'invoices',
    'invoiceCounters',
    'Invoice',
    'InvoiceSeller',
    'InvoiceLine',
    'InvoiceItem',
    'InvoiceBuyer',
    'BusinessBuyer',
    'PaymentTax',
  ],
};
const serverModules = readdirSync(`${root}/apps/server/src/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Module entries (docs/decisions/050): a server module is reached only through its
 * `modules/<name>/index.ts`, from other modules and from app.ts, plugins/, cli/, seed/, lib/,
 * test/ and the top-level tests alike, value and type imports alike. A module's own files, its
 * tests included, import each other freely.
 */
const serverSrc = 'apps/server/src';
const outsideModules = readdirSync(`${root}/${serverSrc}`)
  .filter((name) => name !== 'modules')
  .map((name) => `${serverSrc}/${name}`);
const moduleEntryZones = serverModules.map((module) => ({
  target: [
    ...outsideModules,
    ...serverModules.filter((other) => other !== module).map((other) => `${serverSrc}/modules/${other}`),
  ],
  from: `${serverSrc}/modules/${module}`,
  except: ['./index.ts'],
  message: `Import modules/${module} through its entry, modules/${module}/index.js (docs/decisions/050).`,
}));

const tableZones = serverModules.map((module) => ({
  files: [`apps/server/src/modules/${module}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/db/schema.js'],
            // A module that owns no table imports none.
            ...(tableOwners[module] ? { allowImportNames: tableOwners[module] } : {}),
            message: `A module imports only its own tables (docs/decisions/020): reach another module's through its functions.`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '**/.bench-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Right to left (docs/decisions/063): sides are start and end. cn.ts names utility kinds, not classes.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/cn.ts'],
    plugins: { navihub: logicalDirection },
    rules: { 'navihub/logical-direction': 'error' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed for their imports (no-cycle follows them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...importZones, ...moduleEntryZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...tableZones,
  {
    files: ['apps/*/src/**/*', 'packages/*/src/**/*', 'e2e/**/*', 'scripts/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
);
