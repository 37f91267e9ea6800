/**
 * HTTP of bulk orders: the upload (a text/csv body or the `file` field of a multipart upload;
 * `?dry_run=true` checks it only), a batch's progress and its results as CSV.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bulkOrdersApi } from '@navihub/contract/api/bulk-orders';
import { BULK_FILE_FIELD, BULK_MAX_BYTES, bulkMessages } from '@navihub/contract/bulk-orders';
import { messages } from '@navihub/contract/messages';
import { route } from '../../lib/endpoint-route.js';
import { errorBody } from '../../lib/error-body.js';
import { HttpError } from '../../lib/http-errors.js';
import { currentUserId, isLivemode } from '../auth/index.js';
import type { BatchOwner, BulkOrders } from './service.js';

/** A test key's batches are its own (decision 066). */
const ownerOf = (request: FastifyRequest): BatchOwner => ({
  userId: currentUserId(request),
  livemode: isLivemode(request),
});

/**
 * The upload as every later step reads it, whatever its transport: the file's text and whether it
 * is a dry run. The Idempotency-Key's request hash is taken of this (decision 053), so the same
 * file sent as text/csv or multipart is the same request, and a dry run is never a real upload's.
 */
interface Upload {
  dry_run: boolean;
  csv: string;
}

const tooLarge = () =>
  new HttpError(
    413,
    errorBody('body_too_large', bulkMessages.tooLarge.replace('{max}', `${BULK_MAX_BYTES / 1024} KiB`)),
  );
const noFile = () =>
  new HttpError(400, errorBody('no_file', bulkMessages.noFile, { file: [bulkMessages.noFile] }));

export const bulkOrderRoutes: FastifyPluginAsync<{ bulkOrders: BulkOrders }> = async (
  app,
  { bulkOrders },
) => {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: BULK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  await app.register(multipart, { limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  /** The first file of a multipart upload (the field `file`, or any file field), as text. */
  async function readMultipart(request: FastifyRequest): Promise<string> {
    let file: string | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const bytes = await part.toBuffer();
        if (file === undefined || part.fieldname === BULK_FILE_FIELD) file = bytes.toString('utf8');
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
        throw new HttpError(400, errorBody('bad_upload', 'Send one CSV file in the field "file".'));
      throw new HttpError(400, errorBody('bad_upload', messages.convertBadMultipart));
    }
    if (file === undefined) throw noFile();
    return file;
  }

  // Before authentication and the Idempotency-Key: the upload becomes one `Upload`.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.idempotent !== true) return;
    const dryRun = (request.query as Record<string, unknown>).dry_run === 'true';
    let csv: string;
    if (request.isMultipart()) csv = await readMultipart(request);
    else if (typeof request.body === 'string') csv = request.body;
    else if (request.body === undefined || request.body === null) throw noFile();
    else throw new HttpError(415, errorBody('unsupported_media_type', messages.unsupportedMediaType));
    request.body = { dry_run: dryRun, csv } satisfies Upload;
  });

  route(app, bulkOrdersApi.createBulkOrder, {
    schema: { consumes: ['text/csv', 'multipart/form-data'] },
    handler: async (request, reply) => {
      const upload = request.body as unknown as Upload;
      const owner = ownerOf(request);
      if (request.query.dry_run) return reply.status(200).send(await bulkOrders.dryRun(owner, upload.csv));
      const batch = await bulkOrders.create(owner, upload.csv, request.ip);
      return reply
        .status(202)
        .header('location', batch.results_url.replace(/results\.csv$/, ''))
        .send(batch);
    },
  });

  route(app, bulkOrdersApi.bulkOrder, {
    handler: (request) => bulkOrders.status(ownerOf(request), request.params.id),
  });

  route(app, bulkOrdersApi.bulkOrderResults, {
    handler: async (request, reply) => {
      const csv = await bulkOrders.resultsCsv(ownerOf(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bulk-order-${request.params.id}.csv"`)
        .send(csv);
    },
  });
};
