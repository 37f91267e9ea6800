/** The published OpenAPI document: complete enough for a reseller to integrate from it alone. */
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestShop, fieldErrors, signUp, type TestShop } from '../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ PUBLIC_URL: 'https://shop.navihub.test', DEV_STANDINS: 'on' });
});
afterAll(() => shop.close());

/** Redocly's recommended rules, each one switched off named with why. */
const RULES_OFF = {
  // The specification fixes these addresses, trailing slash included, and clients call them so.
  'no-path-trailing-slash': 'off',
  // A read without parameters (catalogue, bundles, site settings, health) has no wrong request to
  // refuse; a 4xx it never answers would be a false promise.
  'operation-4xx-response': 'off',
  // The API is the shop's own service, not published under a licence.
  'info-license': 'off',
} as const;

async function document() {
  const doc = await call(shop.app, 'GET', '/api/docs/json');
  expect(doc.status).toBe(200);
  return doc.body;
}

describe('the published document', () => {
  it("passes Redocly's recommended rules, with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'], rules: RULES_OFF });
    const problems: NormalizedProblem[] = await lintFromString({
      source: JSON.stringify(await document()),
      absoluteRef: 'openapi.json',
      config,
    });
    const found = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer}`);
    expect(found).toEqual([]);
  });

  it('says who it is: version, servers, tags with descriptions and the guide', async () => {
    const doc = await document();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.info.description).toContain('## Errors');
    expect(doc.servers).toEqual([{ url: 'https://shop.navihub.test', description: expect.any(String) }]);
    for (const tag of doc.tags as Array<{ description?: string }>) expect(tag.description).toBeTruthy();
  });

  it('documents the one error shape once and uses it for every error status', async () => {
    const doc = await document();
    expect(doc.components.schemas.ApiError.required).toEqual(expect.arrayContaining(['detail', 'code']));
    const generate = doc.paths['/api/v1/points-subs/generate/'].post.responses;
    for (const status of ['400', '401', '402', '415', '429', '500']) {
      expect(generate[status].content['application/json'].schema, status).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
    expect(generate['429'].headers['Retry-After']).toBeDefined();
  });

  it('describes the upload and its zip answer', async () => {
    const convert = (await document()).paths['/api/v1/convert'].post;
    expect(Object.keys(convert.requestBody.content)).toEqual([
      'multipart/form-data',
      'application/x-www-form-urlencoded',
    ]);
    expect(convert.requestBody.content['multipart/form-data'].schema.properties.vrx_file.items.format).toBe(
      'binary',
    );
    expect(convert.responses['200'].content['application/zip']).toBeDefined();
    expect(Object.keys(convert.responses['200'].headers)).toEqual([
      'Content-Disposition',
      'x-navihub-modules',
    ]);
    expect(convert.responses['400'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ConvertError',
    );
  });
});

describe('wrong requests', () => {
  it('name a wrong type as such, not as a missing field', async () => {
    const res = await call(shop.app, 'POST', '/auth/login/', { body: { email: 123, password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      email: ['Not a valid string.'],
      detail: 'Not a valid string.',
      code: 'invalid',
    });
    const missing = await call(shop.app, 'POST', '/auth/login/', { body: { password: 'x' } });
    expect(fieldErrors(missing.body).email).toEqual(['This field is required.']);
  });

  it('refuse a bundle id sent as text, as the document says integer', async () => {
    const login = await signUp(shop.app);
    const res = await call(shop.app, 'POST', '/api/v1/payment/bundle/', {
      token: login.access,
      body: { fk_bundle: '1', currency: 'USD' },
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).fk_bundle).toEqual(['A valid integer is required.']);
  });

  it('answer 415 to a body of a type the operation does not read, the converter included', async () => {
    for (const url of ['/auth/login/', '/api/v1/convert']) {
      const res = await call(shop.app, 'POST', url, {
        body: url.endsWith('convert') ? '{"vrx_file": "x"}' : 'hello',
        headers: { 'content-type': url.endsWith('convert') ? 'application/json' : 'text/plain' },
      });
      expect(res.status, url).toBe(415);
      expect(res.body.code, url).toBe('unsupported_media_type');
    }
  });
});
