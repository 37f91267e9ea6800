/**
 * The published OpenAPI document (/api/docs/json): @fastify/swagger collects the routes (their
 * words and schemas come from the contract's descriptors and shapes, lib/endpoint-route.ts), the
 * zod transforms turn the schemas into JSON Schema and the shared ones (ApiError) into components,
 * and `finishDocument` adds what no route schema carries: the guide, the servers, the tags'
 * descriptions, Retry-After on every 429, the converter's upload and zip, and request examples.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_VERSION } from '@navihub/contract/api/version';
import { BULK_EXAMPLE_CSV, BULK_RESULT_COLUMNS } from '@navihub/contract/bulk-orders';
import { apiGuide } from './api-guide.js';
import { webhookEvents } from './webhook-events.js';

const TAGS = [
  { name: 'accounts', description: 'Sign-up, sign-in, tokens and passwords.' },
  {
    name: 'account',
    description: "The signed-in customer's own data: status, points, profile, e-mail choice.",
  },
  {
    name: 'catalogue',
    description: 'The head units, map regions and versions on offer, and the price of a code.',
  },
  {
    name: 'navigation codes',
    description: 'Ordering a PIN with a point or a subscription, its state, the history.',
  },
  {
    name: 'bulk orders',
    description: 'A fleet: a CSV of up to 1,000 PINs ordered in one upload, its progress and its results.',
  },
  { name: 'bundles', description: 'The token and subscription bundles on offer.' },
  { name: 'payments', description: 'Card checkouts for a PIN or a bundle, and what came of them.' },
  { name: 'converter', description: 'Coding files (.vrx, .vcx, .sgde) converted into .aed files.' },
  { name: 'vin', description: 'Decoding a vehicle identification number.' },
  {
    name: 'webhooks',
    description:
      'Endpoints that receive signed events (Standard Webhooks): order.fulfilled, order.failed, order.refunded, bulk_order.completed.',
  },
  { name: 'site', description: "The shop's own settings." },
  { name: 'health', description: 'Whether the service answers (for monitors).' },
];

/** An example request body for the operations a reseller calls first. */
const EXAMPLES: Record<string, unknown> = {
  register: { email: 'driver@example.com', password1: 'correct horse 42', password2: 'correct horse 42' },
  signIn: { email: 'driver@example.com', password: 'correct horse 42' },
  refreshToken: { refresh: '<refresh_token>' },
  buyTokenBundle: { fk_bundle: 1, currency: 'USD', user_ip: '203.0.113.7' },
  buySubscriptionBundle: { fk_bundle: 1, currency: 'USD', user_ip: '203.0.113.7' },
  generateCode: {
    comand: 'NTG 5.5',
    map_region: 'Europe',
    version: 'V12.0',
    vin: 'WDD2050461F123456',
    user_ip: '203.0.113.7',
    type: 'points',
  },
  createWebhookEndpoint: {
    url: 'https://erp.example.com/navihub',
    events: ['order.fulfilled', 'order.failed'],
  },
  startCardPayment: {
    comand: 'NTG 5.5',
    map_region: 'Europe',
    version: 'V12.0',
    vin: 'WDD2050461F123456',
    user_ip: '203.0.113.7',
    email: 'driver@example.com',
    // A consumer's consent to immediate delivery (decision 057); a business leaves it out.
    consent: {
      immediate_delivery: true,
      waiver_acknowledged: true,
      text_version: '2026-11-27',
      language: 'en',
    },
  },
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 0 },
  },
};

const convertRequestBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['vrx_file'],
        properties: {
          vrx_file: {
            type: 'array',
            items: { type: 'string', format: 'binary' },
            description: 'One or more .vrx, .vcx or .sgde files (repeat the field for each file).',
          },
        },
      },
      encoding: { vrx_file: { contentType: 'application/octet-stream' } },
    },
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        required: ['vrx_file'],
        properties: {
          vrx_file: { type: 'string', description: "One file's content as text." },
          file_name: { type: 'string', description: 'Its name (without it, the content says what it is).' },
        },
      },
    },
  },
};

const convertAnswer = {
  description:
    'One zip of .aed files, one per module and nothing else: per file a folder when several were sent.',
  headers: {
    'Content-Disposition': {
      description: "attachment; the zip's file name (ASCII fallback and `filename*` in UTF-8).",
      schema: { type: 'string' },
    },
    'x-navihub-modules': {
      description:
        'The modules found in each file, as URI-encoded JSON `[{"file", "modules": [..], "count"?}]`, at most 4,000 bytes: a longer list gives each file\'s first modules and their total in `count`.',
      schema: { type: 'string' },
    },
  },
  content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
};

/** The file answers of invoices (issue 33): a PDF, or an export's CSV or zip. */
const fileAnswer = (description: string, types: string[]) => ({
  description,
  headers: {
    'Content-Disposition': { description: "The file's name.", schema: { type: 'string' } },
  },
  content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
});
const FILE_ANSWERS: Record<string, Json> = {
  downloadInvoice: fileAnswer('The PDF.', ['application/pdf']),
  staffInvoicePdf: fileAnswer('The PDF.', ['application/pdf']),
  exportInvoices: fileAnswer('The CSV (`format=csv`), or a zip of the PDFs and the CSV (`format=zip`).', [
    'text/csv',
    'application/zip',
  ]),
};

const bulkUploadBody = {
  required: true,
  content: {
    'text/csv': {
      schema: { type: 'string', description: 'The CSV file itself (at most 512 KiB, 1,000 rows).' },
      example: BULK_EXAMPLE_CSV,
    },
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: 'The CSV file.' } },
      },
      encoding: { file: { contentType: 'text/csv' } },
    },
  },
};

const bulkResultsAnswer = {
  description: `One line per uploaded row, in the file's order, below the column names ${BULK_RESULT_COLUMNS.join(',')}. \`status\` is \`fulfilled\` (\`fulfilled_demo\` for a demo PIN), \`pending\`, \`queued\`, \`failed\` or \`error\` (the row was not ordered: \`error\` says why).`,
  content: {
    'text/csv': {
      schema: { type: 'string' },
      example: [
        BULK_RESULT_COLUMNS.join(','),
        '1,fleet-van-12,NTG 5.5,Europe,V12.0,WDD2050461F123456,fulfilled,NH-7K3Q-92,123456,',
        '2,fleet-van-13,NTG 5.5,Europe,V12.0,WDD2050461F65432,error,,,vin: The length of VIN must be 17 characters.',
      ].join('\n'),
    },
  },
};

/** Adds to the generated document what the route schemas do not carry. */
export function finishDocument(document: Json, publicUrl: string): Json {
  document.servers = [{ url: publicUrl, description: 'This shop' }];
  document.tags = TAGS;
  // The events the shop sends to a customer's endpoints (decision 060), with their bodies.
  document.webhooks = webhookEvents();
  for (const methods of Object.values(document.paths ?? {}) as Json[]) {
    for (const operation of Object.values(methods) as Json[]) {
      const responses: Json = operation.responses ?? {};
      if (responses['429']) responses['429'].headers = { ...responses['429'].headers, ...retryAfter };
      for (const answer of Object.values(responses) as Json[]) {
        if (answer.description === 'Default Response') answer.description = 'The answer.';
      }
      const example = EXAMPLES[operation.operationId];
      const json = operation.requestBody?.content?.['application/json'];
      if (example && json) json.example = example;
      if (operation.operationId === 'createBulkOrder') operation.requestBody = bulkUploadBody;
      if (operation.operationId === 'bulkOrderResults') responses['200'] = bulkResultsAnswer;
      if (operation.operationId === 'convert') {
        operation.requestBody = convertRequestBody;
        responses['200'] = convertAnswer;
      }
      const file = FILE_ANSWERS[operation.operationId];
      if (file) operation.responses = { '200': file, ...responses };
    }
  }
  // The zod transform publishes an input twin of each shared schema; only the output ones are used.
  const schemas: Json = document.components?.schemas ?? {};
  const text = JSON.stringify(document.paths);
  for (const name of Object.keys(schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`) && !JSON.stringify(schemas).includes(`/${name}"`))
      delete schemas[name];
  }
  return document;
}

/** The options of @fastify/swagger. */
export function apiDocumentOptions(opts: { brand: string; publicUrl: string }): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${opts.brand} API`, version: API_VERSION, description: apiGuide(opts.brand) },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // docs/decisions/053: sent the same way, told apart by its `nh_` prefix.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'nh_live_… API key',
            description:
              'An API key from the account settings: `Authorization: Bearer nh_live_7Qx…` (or `nh_test_…`). It works on the operations that list it, rate limited per key; read-only keys may only GET.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      finishDocument(jsonSchemaTransformObject(input) as Json, opts.publicUrl) as never,
  };
}
