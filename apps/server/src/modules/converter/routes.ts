/**
 * POST /api/v1/convert: coding files in (multipart field vrx_file, one or more files; or one file
 * form-encoded), one zip of per-module .aed files out. Uploads are read as streams and never
 * written to disk; nothing of them is kept after the response.
 */
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import {
  convertFile,
  convertStream,
  formatBytes,
  packConversion,
  zipConversions,
  type ConversionResult,
  type FailedFile,
  type PackedFile,
} from '@navihub/coding-files';
import { converterApi } from '@navihub/contract/api/converter';
import { messages } from '@navihub/contract/messages';
import { route } from '../../lib/endpoint-route.js';
import { HttpError } from '../../lib/http-errors.js';
import { errorBody } from '../../lib/error-body.js';
import { ByteBudget, ConversionSlots } from './conversion-slots.js';
import { modulesHeader } from './modules-header.js';

export interface ConverterOptions {
  maxFileBytes: number;
  maxFiles: number;
  maxModules: number;
  perMinute: number;
  /** Upload bytes of one request, all files together. */
  maxRequestBytes: number;
  /** Upload bytes per client address and minute. */
  bytesPerMinute: number;
  /** Requests converting at once in this process; the others wait their turn. */
  concurrency: number;
  /** How long one request may take to upload once it holds a conversion slot. */
  readTimeoutMs: number;
}

/** A file of the request: converted and packed (only its compressed entries kept), or failed. */
type Outcome = ({ ok: true } & PackedFile) | FailedFile;

const FIELD = 'vrx_file';
/** Part headers and boundaries allowed on top of the files' bytes in a declared Content-Length. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** RFC 6266 header value: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const converterRoutes: FastifyPluginAsync<ConverterOptions> = async (app, opts) => {
  const limits = { maxFileBytes: opts.maxFileBytes, maxModules: opts.maxModules };
  const slots = new ConversionSlots(opts.concurrency);
  const budget = new ByteBudget(opts.bytesPerMinute);
  const requestTooLarge = () =>
    new HttpError(
      413,
      errorBody(
        'request_too_large',
        messages.convertRequestTooLarge.replace('{max}', formatBytes(opts.maxRequestBytes)),
      ),
    );
  const overBudget = (address: string) =>
    new HttpError(
      429,
      { ...errorBody('rate_limited', messages.tooManyRequests), retry_after: budget.retryAfter(address) },
      { 'retry-after': String(budget.retryAfter(address)) },
    );
  const tooMany = () =>
    new HttpError(
      413,
      errorBody('too_many_files', messages.convertTooManyFiles.replace('{max}', String(opts.maxFiles))),
    );

  await app.register(multipart, {
    limits: { fileSize: opts.maxFileBytes, files: opts.maxFiles, fields: 10, parts: opts.maxFiles + 10 },
  });
  await app.register(formbody, { bodyLimit: opts.maxFileBytes * 3 + 1024 });

  /** Each file converted as it arrives and packed at once, so only compressed entries are held. */
  async function readMultipart(request: FastifyRequest): Promise<Outcome[]> {
    const results: Outcome[] = [];
    let received = 0;
    let refusal: HttpError | undefined;
    // A slow upload must not keep its slot from the others: past the deadline the file being read
    // is ended with an error, and the request is answered 408.
    let reading: { destroy(error: Error): void } | undefined;
    const deadline = setTimeout(() => {
      refusal ??= new HttpError(408, errorBody('upload_too_slow', messages.convertUploadTooSlow));
      reading?.destroy(refusal);
    }, opts.readTimeoutMs);
    /** Counts the upload's bytes against the request's limit and the address's budget. */
    async function* counted(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
      for await (const chunk of chunks) {
        received += chunk.length;
        if (received > opts.maxRequestBytes) refusal ??= requestTooLarge();
        if (!budget.take(request.ip, chunk.length)) refusal ??= overBudget(request.ip);
        if (refusal) throw refusal;
        yield chunk;
      }
    }
    try {
      for await (const part of request.parts()) {
        if (refusal) throw refusal;
        if (part.type !== 'file') continue;
        if (part.fieldname !== FIELD) {
          part.file.resume();
          continue;
        }
        reading = part.file;
        const result = await convertStream({
          fileName: part.filename,
          // Closed, not destroyed, when the converter stops at an error: the rest is drained below,
          // so the parser moves on to the next part and the request still gets its answer.
          source: counted(part.file.iterator({ destroyOnReturn: false })),
          limits,
        });
        if (refusal) throw refusal;
        part.file.resume();
        results.push(result.ok ? { ok: true, ...(await packConversion(result)) } : result);
      }
    } catch (err) {
      if (refusal) throw refusal;
      const code = (err as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') throw tooMany();
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
      if (code === 'FST_PARTS_LIMIT') throw tooMany();
      if (err instanceof HttpError) throw err;
      // Anything else the multipart parser says (no boundary, a wrong one, a body cut short) is
      // the client's upload, not a server fault.
      throw new HttpError(
        400,
        errorBody('bad_upload', messages.convertBadMultipart, { [FIELD]: [messages.convertBadMultipart] }),
      );
    } finally {
      clearTimeout(deadline);
    }
    return results;
  }

  const fileTooLarge = () =>
    new HttpError(
      413,
      errorBody(
        'file_too_large',
        messages.convertFileTooLarge.replace('{max}', formatBytes(opts.maxFileBytes)),
      ),
    );

  async function readForm(request: FastifyRequest): Promise<Outcome[]> {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const content = body[FIELD];
    if (typeof content !== 'string') return [];
    const data = Buffer.from(content, 'utf8');
    if (data.length > opts.maxRequestBytes) throw requestTooLarge();
    if (!budget.take(request.ip, data.length)) throw overBudget(request.ip);
    // Without a file_name the content alone says what it is (the zip is then sipex.zip).
    const fileName = typeof body.file_name === 'string' && body.file_name ? body.file_name : undefined;
    const result: ConversionResult = convertFile({ fileName, data, limits });
    return [result.ok ? { ok: true, ...(await packConversion(result)) } : result];
  }

  function refuse(reply: FastifyReply, results: Outcome[]) {
    const failed = results.filter((r) => !r.ok);
    const status = failed.every((r) => !r.ok && r.error.code === 'too_large') ? 413 : 400;
    return reply.status(status).send({
      [FIELD]: failed.map((r) => (r.ok ? '' : `${r.fileName}: ${r.error.message}`)),
      files: results.map((r) =>
        r.ok
          ? { file: r.fileName, status: 'processed', modules: r.modules }
          : { file: r.fileName, status: 'error', code: r.error.code, message: r.error.message },
      ),
      detail:
        failed.length === 1 && results.length === 1 && !failed[0]!.ok
          ? failed[0]!.error.message
          : messages.convertFailed,
      code: 'conversion_failed',
    });
  }

  route(app, converterApi.convert, {
    config: {
      rateLimit: { max: opts.perMinute, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => r.ip },
    },
    schema: { consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'] },
    handler: async (request, reply) => {
      // A body of any other type (JSON, text) is not an upload: 415, as on every other route.
      const type = request.headers['content-type'];
      if (type && !request.isMultipart() && !/^application\/x-www-form-urlencoded\b/i.test(type))
        throw new HttpError(415, errorBody('unsupported_media_type', messages.unsupportedMediaType));
      const declared = Number(request.headers['content-length']);
      if (declared > opts.maxRequestBytes + MULTIPART_OVERHEAD) throw requestTooLarge();
      // Waits for a free conversion slot before reading the upload: a waiting upload stays in the
      // socket's buffers, not in this process.
      const release = await slots.take();
      let results: Outcome[];
      try {
        results = request.isMultipart() ? await readMultipart(request) : await readForm(request);
      } finally {
        release();
      }
      if (results.length === 0)
        throw new HttpError(
          400,
          errorBody('no_file', messages.convertNoFile, { [FIELD]: [messages.convertNoFile] }),
        );
      if (results.some((r) => !r.ok)) return refuse(reply, results);

      const packed = results as PackedFile[];
      // Only .aed files, as the specification says; the zip's directory lists every module.
      const archive = zipConversions(packed, { layout: packed.length > 1 ? 'folders' : 'flat' });
      const modules = packed.map((r) => ({ file: r.fileName, modules: r.modules }));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(archive.fileName))
        .header('x-navihub-modules', modulesHeader(modules))
        .header('cache-control', 'no-store')
        .send(archive.stream);
    },
  });
};
