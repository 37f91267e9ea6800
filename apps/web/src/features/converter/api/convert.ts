import { useMutation } from '@tanstack/react-query';
import { toolsApi } from '@navihub/contract/api/tools';
import { z } from 'zod';
import { readCookie } from '@/lib/http';
import { urlOf } from '@/lib/request';

/**
 * toolsApi.convert — multipart field `vrx_file`, one or more files, no sign-in needed.
 * 200: a zip (named in Content-Disposition; one folder per source when several files were sent)
 * plus `x-navihub-modules`, the module names per file. 400/413/429: JSON with the reasons.
 * XMLHttpRequest rather than fetch: fetch reports no upload progress.
 */
export const FALLBACK_ARCHIVE_NAME = 'sipex.zip';
const FIELD = 'vrx_file';

/**
 * `x-navihub-modules`: the module names per file. The server keeps the header small: a long list
 * is cut to its first names, and `count` then says how many the file has (the zip's
 * manifest.json lists them all).
 */
const modulesHeader = z.array(
  z.object({ file: z.string(), modules: z.array(z.string()), count: z.number().int().min(0).optional() }),
);
export type FileModules = z.infer<typeof modulesHeader>[number];

const failureBody = z.looseObject({
  detail: z.string().optional(),
  [FIELD]: z.array(z.string()).optional(),
  files: z
    .array(
      z.looseObject({
        file: z.string(),
        status: z.string(),
        code: z.string().optional(),
        message: z.string().optional(),
      }),
    )
    .optional(),
});
export type ConvertFailure = z.infer<typeof failureBody>;

export type ConvertedArchive = { blob: Blob; fileName: string; modules: FileModules[] };

export class ConvertError extends Error {
  readonly status: number;
  readonly body: ConvertFailure | null;

  constructor(status: number, body: ConvertFailure | null) {
    super(body?.detail ?? `Conversion failed with status ${status}`);
    this.name = 'ConvertError';
    this.status = status;
    this.body = body;
  }

  /** The server's reason for one file: its own message, else the request's detail. */
  reasonFor(fileName: string): string | undefined {
    const failed = this.body?.files?.filter((f) => f.status === 'error' && f.message) ?? [];
    const own = failed.find((f) => f.file === fileName) ?? (failed.length === 1 ? failed[0] : undefined);
    return own?.message ?? this.body?.detail;
  }
}

/** The name from `Content-Disposition`: the UTF-8 `filename*` first, then `filename`. */
export function fileNameFromDisposition(header: string | null): string {
  if (!header) return FALLBACK_ARCHIVE_NAME;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || FALLBACK_ARCHIVE_NAME;
}

function parseModules(header: string | null): FileModules[] {
  if (!header) return [];
  try {
    const parsed = modulesHeader.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

async function parseFailure(response: unknown): Promise<ConvertFailure | null> {
  try {
    const text = response instanceof Blob ? await response.text() : String(response ?? '');
    const parsed = failureBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type ConvertOptions = {
  /** Called with the uploaded fraction, 0…1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Uploads `files` in one request; resolves with the zip, rejects with ConvertError (or AbortError). */
export function convertFiles(
  files: readonly File[],
  options: ConvertOptions = {},
): Promise<ConvertedArchive> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(toolsApi.convert.method, urlOf(toolsApi.convert));
    xhr.responseType = 'blob';
    xhr.setRequestHeader('Accept', 'application/zip, application/json');
    const csrf = readCookie('csrftoken');
    if (csrf) xhr.setRequestHeader('X-CSRFToken', csrf);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    // Small bodies may finish without a progress event: the upload being done means 100%.
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        const blob = xhr.response instanceof Blob ? xhr.response : new Blob([]);
        resolve({
          blob,
          fileName: fileNameFromDisposition(xhr.getResponseHeader('Content-Disposition')),
          modules: parseModules(xhr.getResponseHeader('x-navihub-modules')),
        });
        return;
      }
      void parseFailure(xhr.response).then((body) => reject(new ConvertError(xhr.status, body)));
    };
    xhr.onerror = () => reject(new ConvertError(0, null));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    for (const file of files) form.append(FIELD, file, file.name);
    xhr.send(form);
  });
}

/** Several processed files in one request: one zip holding a folder per source file. */
export function useCombinedArchive() {
  return useMutation({ mutationFn: (files: readonly File[]) => convertFiles(files) });
}
