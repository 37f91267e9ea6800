/**
 * Issue 21's bar: a client generated from the published document alone runs the whole journey
 * (sign-up, catalogue, bundle purchase, generate, PIN, history, upload, refresh) with no cast.
 * The document is turned into types by openapi-typescript; test/client-journey.ts is type-checked
 * against them with the strict compiler, then run with openapi-fetch against a listening shop.
 */
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJourney } from '../test/client-journey.js';
import { createTestShop, uniqueEmail, type TestShop } from '../test/harness.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const journeyFile = path.resolve(import.meta.dirname, '../test/client-journey.ts');

let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => shop.close());

/** The document's types, as an integrator generates them (binary parts as Blob, as its docs show). */
async function generatedTypes(): Promise<string> {
  const doc = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
  const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
  const ast = await openapiTS(doc.body, {
    transform: (schema) => (schema.format === 'binary' ? blob : undefined),
  });
  return astToString(ast);
}

describe('a client generated from the published document', () => {
  it('type-checks the journey with no cast', async () => {
    // Beside the repository's node_modules, so openapi-fetch resolves as in an integrator's project.
    const dir = fs.mkdtempSync(path.join(root, 'node_modules', '.navihub-generated-client-'));
    try {
      const source = fs.readFileSync(journeyFile, 'utf8');
      expect(source).not.toMatch(/\bas\s+(unknown|any|[A-Z{[])|<any>|@ts-/);
      fs.writeFileSync(path.join(dir, 'generated-api.ts'), await generatedTypes());
      fs.writeFileSync(path.join(dir, 'client-journey.ts'), source);
      const program = ts.createProgram([path.join(dir, 'client-journey.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        skipLibCheck: true,
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('runs the whole journey against the shop', async () => {
    const vrx = fs.readFileSync(path.resolve(import.meta.dirname, '../test/example.vrx'));
    const steps = await runJourney(baseUrl, uniqueEmail('reseller'), 'correct horse 42', new Blob([vrx]), {
      async pay(paymentUrl) {
        // The customer on the checkout page: the dev checkout's Pay button.
        const paid = await shop.app.inject({
          method: 'POST',
          url: `${new URL(paymentUrl).pathname}/pay`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        });
        return String(paid.headers.location);
      },
      fulfil: async () => {
        await shop.app.jobWorker.drain();
      },
    });
    expect(steps).toEqual([
      'signed up',
      'signed in',
      expect.stringMatching(/^catalogue: [1-9]\d* variants$/),
      expect.stringMatching(/^bought \d+ tokens$/),
      expect.stringMatching(/^points: [1-9]\d*$/),
      'PIN received',
      'history: 1 order(s)',
      'zip: application/zip',
      expect.stringMatching(/^refreshed: reseller\./),
      'refused: 400 invalid The length of VIN must be 17 characters.',
    ]);
  }, 60_000);
});
