import { vi } from 'vitest';

/**
 * Test stand-in for XMLHttpRequest on POST /api/v1/convert: hands the uploaded `vrx_file` files to
 * `handler`, reports upload progress (half; then, once `options.upload` resolves, all and the
 * upload's end) and, as a server does once it has the whole body, replies with a zip or a JSON
 * failure from `handler`.
 */
export type ConvertReply = {
  status: number;
  body?: Blob | string | Record<string, unknown>;
  headers?: Record<string, string>;
};
export type ConvertRequest = { method: string; url: string; files: File[]; headers: Headers };

export function zipReply(
  fileName: string,
  modules: { file: string; modules: string[]; count?: number }[],
): ConvertReply {
  return {
    status: 200,
    body: new Blob([`PK zip of ${modules.map((m) => m.file).join(', ')}`], { type: 'application/zip' }),
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'x-navihub-modules': encodeURIComponent(JSON.stringify(modules)),
    },
  };
}

export function failureReply(file: string, message: string, status = 400): ConvertReply {
  return {
    status,
    body: {
      detail: message,
      vrx_file: [`${file}: ${message}`],
      files: [{ file, status: 'error', code: 'invalid', message }],
    },
  };
}

/** Resolves when the test calls `release()`: keeps a request in flight. */
export function held<T>() {
  let release: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

type Handler = (
  request: ConvertRequest,
) => ConvertReply | 'network-error' | Promise<ConvertReply | 'network-error'>;

export function fakeConvertXhr(handler: Handler, options: { upload?: Promise<void> } = {}) {
  const requests: ConvertRequest[] = [];

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    status = 0;
    response: unknown = null;
    private method = 'GET';
    private url = '';
    private requestHeaders = new Headers();
    private responseHeaders = new Headers();
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.requestHeaders.set(name, value);
    }

    getResponseHeader(name: string): string | null {
      return this.responseHeaders.get(name);
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body: FormData) {
      const files = body.getAll('vrx_file').filter((v): v is File => v instanceof File);
      const request = { method: this.method, url: this.url, files, headers: this.requestHeaders };
      requests.push(request);
      const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      void (async () => {
        await Promise.resolve();
        progress(Math.round(total / 2));
        await options.upload;
        if (this.aborted) return;
        progress(total);
        this.upload.onload?.();
        const reply = await handler(request);
        if (this.aborted) return;
        if (reply === 'network-error') {
          this.onerror?.();
          return;
        }
        this.status = reply.status;
        for (const [name, value] of Object.entries(reply.headers ?? {}))
          this.responseHeaders.set(name, value);
        this.response =
          reply.body instanceof Blob
            ? reply.body
            : typeof reply.body === 'string'
              ? new Blob([reply.body])
              : new Blob([JSON.stringify(reply.body ?? {})], { type: 'application/json' });
        this.onload?.();
      })();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { requests };
}
