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
  zipConversions,
  type ConversionResult,
  type ConvertedFile,
} from '@navihub/coding-files';
import { messages } from '@navihub/contract/messages';
import { HttpError } from '../../lib/http-errors.js';

export interface ConverterOptions {
  maxFileBytes: number;
  maxFiles: number;
  maxModules: number;
  perMinute: number;
}

const FIELD = 'vrx_file';

/** RFC 6266 header value: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const converterRoutes: FastifyPluginAsync<ConverterOptions> = async (app, opts) => {
  const limits = { maxFileBytes: opts.maxFileBytes, maxModules: opts.maxModules };
  const tooMany = () =>
    new HttpError(413, { detail: messages.convertTooManyFiles.replace('{max}', String(opts.maxFiles)) });

  await app.register(multipart, {
    limits: { fileSize: opts.maxFileBytes, files: opts.maxFiles, fields: 10, parts: opts.maxFiles + 10 },
  });
  await app.register(formbody, { bodyLimit: opts.maxFileBytes * 3 + 1024 });

  async function readMultipart(request: FastifyRequest): Promise<ConversionResult[]> {
    const results: ConversionResult[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== FIELD) {
          part.file.resume();
          continue;
        }
        const result = await convertStream({
          fileName: part.filename,
          // Closed, not destroyed, when the converter stops at an error: the rest is drained below,
          // so the parser moves on to the next part and the request still gets its answer.
          source: part.file.iterator({ destroyOnReturn: false }),
          limits,
        });
        part.file.resume();
        results.push(result);
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') throw tooMany();
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
      if (code === 'FST_PARTS_LIMIT') throw tooMany();
      if (err instanceof HttpError) throw err;
      // Anything else the multipart parser says (no boundary, a wrong one, a body cut short) is
      // the client's upload, not a server fault.
      throw new HttpError(400, {
        detail: messages.convertBadMultipart,
        [FIELD]: [messages.convertBadMultipart],
      });
    }
    return results;
  }

  const fileTooLarge = () =>
    new HttpError(413, {
      detail: messages.convertFileTooLarge.replace('{max}', formatBytes(opts.maxFileBytes)),
    });

  function readForm(request: FastifyRequest): ConversionResult[] {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const content = body[FIELD];
    if (typeof content !== 'string') return [];
    // Without a file_name the content alone says what it is (the zip is then sipex.zip).
    const fileName = typeof body.file_name === 'string' && body.file_name ? body.file_name : undefined;
    return [convertFile({ fileName, data: Buffer.from(content, 'utf8'), limits })];
  }

  function refuse(reply: FastifyReply, results: ConversionResult[]) {
    const failed = results.filter((r) => !r.ok);
    const status = failed.every((r) => !r.ok && r.error.code === 'too_large') ? 413 : 400;
    return reply.status(status).send({
      detail:
        failed.length === 1 && results.length === 1 && !failed[0]!.ok
          ? failed[0]!.error.message
          : messages.convertFailed,
      [FIELD]: failed.map((r) => (r.ok ? '' : `${r.fileName}: ${r.error.message}`)),
      files: results.map((r) =>
        r.ok
          ? { file: r.fileName, status: 'processed', modules: r.modules }
          : { file: r.fileName, status: 'error', code: r.error.code, message: r.error.message },
      ),
    });
  }

  app.post(
    '/api/v1/convert',
    {
      config: {
        rateLimit: { max: opts.perMinute, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => r.ip },
      },
      schema: {
        tags: ['converter'],
        summary: 'Convert .vrx/.vcx/.sgde files (field vrx_file) into one zip of .aed files',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
      },
    },
    async (request, reply) => {
      const results = request.isMultipart() ? await readMultipart(request) : readForm(request);
      if (results.length === 0)
        throw new HttpError(400, { detail: messages.convertNoFile, [FIELD]: [messages.convertNoFile] });
      if (results.some((r) => !r.ok)) return refuse(reply, results);

      const converted = results as ConvertedFile[];
      const archive = zipConversions(converted, { layout: converted.length > 1 ? 'folders' : 'flat' });
      const modules = converted.map((r) => ({ file: r.fileName, modules: r.modules }));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(archive.fileName))
        .header('x-navihub-modules', encodeURIComponent(JSON.stringify(modules)))
        .header('cache-control', 'no-store')
        .send(archive.stream);
    },
  );
};
