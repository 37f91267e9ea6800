import { useMutation } from '@tanstack/react-query';
import { converterApi } from '@navihub/contract/api/converter';
import { isRecord, readCookie } from '@/lib/http';
import { urlOf } from '@/lib/request';

/**
 * converterApi.convert — multipart field `vrx_file`, one or more files, no sign-in needed.
 * 200: a zip (named in Content-Disposition; one folder per source when several files were sent)
 * plus `x-navihub-modules`, the module names per file. 400/413/429: JSON with the reasons.
 * XMLHttpRequest rather than fetch: fetch reports no upload progress.
 */
export const FALLBACK_ARCHIVE_NAME = 'sipex.zip';
const FIELD = 'vrx_file' as const;

/**
 * `x-navihub-modules`: the module names per file. The server keeps the header small: a long list
 * is cut to its first names, and `count` then says how many the file has (the zip itself holds
 * one .aed per module).
 */
export type FileModules = { file: string; modules: string[]; count?: number };

type FileFailure = { file: string; status: string; code?: string; message?: string; [key: string]: unknown };
export type ConvertFailure = {
  detail?: string;
  [FIELD]?: string[];
  files?: FileFailure[];
  [key: string]: unknown;
};

const isText = (value: unknown): value is string => typeof value === 'string';
const isOptionalText = (value: unknown) => value === undefined || isText(value);
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/** One item of the modules header (unknown keys dropped), or undefined when it is not one. */
function fileModulesOf(value: unknown): FileModules | undefined {
  if (!isRecord(value) || !isText(value.file) || !isTextList(value.modules)) return undefined;
  const { file, modules, count } = value;
  if (count === undefined) return { file, modules };
  return typeof count === 'number' && Number.isInteger(count) && count >= 0
    ? { file, modules, count }
    : undefined;
}

function isFileFailure(value: unknown): value is FileFailure {
  return (
    isRecord(value) &&
    isText(value.file) &&
    isText(value.status) &&
    isOptionalText(value.code) &&
    isOptionalText(value.message)
  );
}

/** A failure answer's body when it has the documented shape (other keys kept), else null. */
function failureOf(value: unknown): ConvertFailure | null {
  if (!isRecord(value) || !isOptionalText(value.detail)) return null;
  if (value[FIELD] !== undefined && !isTextList(value[FIELD])) return null;
  const { files } = value;
  if (files !== undefined && !(Array.isArray(files) && files.every(isFileFailure))) return null;
  return value as ConvertFailure;
}

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
    const items: unknown = JSON.parse(decodeURIComponent(header));
    if (!Array.isArray(items)) return [];
    const modules = items.map(fileModulesOf);
    return modules.every((item) => item !== undefined) ? modules : [];
  } catch {
    return [];
  }
}

async function parseFailure(response: unknown): Promise<ConvertFailure | null> {
  try {
    const text = response instanceof Blob ? await response.text() : String(response ?? '');
    return failureOf(JSON.parse(text));
  } catch {
    return null;
  }
}

export type ConvertOptions = {
  /** Called with the uploaded fraction, 0…1. */
  onProgress?: (fraction: number) => void;
  /** Called once the whole body is sent: the server is converting, the answer is still to come. */
  onUploaded?: () => void;
  signal?: AbortSignal;
};

/** Uploads `files` in one request; resolves with the zip, rejects with ConvertError (or AbortError). */
export function convertFiles(
  files: readonly File[],
  options: ConvertOptions = {},
): Promise<ConvertedArchive> {
  const { onProgress, onUploaded, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(converterApi.convert.method, urlOf(converterApi.convert));
    xhr.responseType = 'blob';
    xhr.setRequestHeader('Accept', 'application/zip, application/json');
    const csrf = readCookie('csrftoken');
    if (csrf) xhr.setRequestHeader('X-CSRFToken', csrf);

    let sent = 0;
    const report = (fraction: number) => {
      sent = fraction;
      onProgress?.(fraction);
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) report(Math.min(1, event.loaded / event.total));
    };
    // Small bodies may finish without a progress event: the upload being done means 100%.
    xhr.upload.onload = () => {
      if (sent < 1) report(1);
      onUploaded?.();
    };
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
