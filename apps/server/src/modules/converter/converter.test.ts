import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { messages } from '@navihub/contract/messages';
import { createTestShop, type TestShop } from '../../test/harness.js';

const VRX = `<?xml version="1.0" encoding="UTF-8"?>
<VariantRecord formatVersion="1" vin="WDD2050461F123456" tool="Workshop Tool 2.3" created="2024-03-01T10:15:00Z">
  <Module name="HU55" variant="HU55_E011" partNumber="A2229005613" software="17.22.0" fingerprint="00000001">
    <Coding domain="Navigation">0A1B 2C3D</Coding>
    <Coding domain="Audio">ff00a1</Coding>
  </Module>
  <Module name="IC213">
    <Coding domain="Cluster">00112233</Coding>
  </Module>
</VariantRecord>`;

const SGDE = `[VEHICLE]
VIN = WDD2050461F123456

[ECU HU55]
CODING Navigation = 0A1B2C3D
`;

let shop: TestShop;
let base: string;

async function listen(s: TestShop) {
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  shop = await createTestShop({ CONVERT_MAX_FILE_BYTES: '4096', CONVERT_MAX_FILES: '3' });
  base = await listen(shop);
});
afterAll(() => shop.close());

function upload(files: Array<[string, string]>, field = 'vrx_file', url = base) {
  const form = new FormData();
  for (const [name, content] of files) form.append(field, new Blob([content]), name);
  return fetch(`${url}/api/v1/convert`, { method: 'POST', body: form });
}

async function zipEntries(res: Response): Promise<Map<string, string>> {
  const buffer = Buffer.from(await res.arrayBuffer());
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          let text = '';
          stream.on('data', (c: Buffer) => (text += c.toString('utf8')));
          stream.on('end', () => {
            entries.set(entry.fileName, text);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('POST /api/v1/convert', () => {
  it('turns one file into a flat zip of .aed files named after the source', async () => {
    const res = await upload([['example.vrx', VRX]]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('filename="example.vrx.zip"');
    expect(JSON.parse(decodeURIComponent(res.headers.get('x-navihub-modules')!))).toEqual([
      { file: 'example.vrx', modules: ['HU55', 'IC213'] },
    ]);
    const entries = await zipEntries(res);
    // Only the .aed files, one per module: the specification names nothing else in the zip.
    expect([...entries.keys()].sort()).toEqual(['HU55.aed', 'IC213.aed']);
    expect(entries.get('HU55.aed')).toBe(
      [
        'AED 1',
        'ECU HU55',
        'VARIANT HU55_E011',
        'PART A2229005613',
        'SW 17.22.0',
        'FINGERPRINT 00000001',
        'VIN WDD2050461F123456',
        'SOURCE example.vrx',
        'DOMAIN Navigation 4 0A1B2C3D',
        'DOMAIN Audio 3 FF00A1',
        'CHECKSUM 648832E4',
        '',
      ].join('\n'),
    );
  });

  it('puts several files in one zip with a folder each', async () => {
    const res = await upload([
      ['first.vrx', VRX],
      ['second.sgde', SGDE],
    ]);
    expect(res.status).toBe(200);
    // Named after the files, so that one batch's zip does not overwrite the last (issue 17).
    expect(res.headers.get('content-disposition')).toContain('filename="first.vrx+second.sgde.zip"');
    const names = [...(await zipEntries(res)).keys()].sort();
    expect(names).toEqual(['first.vrx/HU55.aed', 'first.vrx/IC213.aed', 'second.sgde/HU55.aed']);
  });

  it('answers 400 naming the file that failed and why', async () => {
    const res = await upload([
      ['good.vrx', VRX],
      ['bad.sgde', '[ECU HU55]\nthis is not a key value line\n'],
    ]);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.vrx_file).toEqual(['bad.sgde: line 2: expected KEY = value']);
    expect(body.files).toEqual([
      { file: 'good.vrx', status: 'processed', modules: ['HU55', 'IC213'] },
      { file: 'bad.sgde', status: 'error', code: 'bad_line', message: 'line 2: expected KEY = value' },
    ]);
  });

  it('refuses XML with a DOCTYPE', async () => {
    const res = await upload([
      ['evil.vrx', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><VariantRecord/>'],
    ]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toBe('DOCTYPE not allowed');
  });

  it('refuses a wrong extension and an upload without files', async () => {
    const wrong = await upload([['notes.txt', VRX]]);
    expect(wrong.status).toBe(400);
    const none = await fetch(`${base}/api/v1/convert`, { method: 'POST', body: new FormData() });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { detail: string }).detail).toBe(messages.convertNoFile);
  });

  it('names the limit when a file is too large or there are too many files', async () => {
    const big = await upload([['big.vrx', VRX.replace('0A1B 2C3D', '00'.repeat(4000))]]);
    expect(big.status).toBe(413);
    expect(((await big.json()) as { detail: string }).detail).toMatch(/4 KiB|4096/);
    const many = await upload([
      ['1.vrx', VRX],
      ['2.vrx', VRX],
      ['3.vrx', VRX],
      ['4.vrx', VRX],
    ]);
    expect(many.status).toBe(413);
    expect(((await many.json()) as { detail: string }).detail).toBe(
      'Too many files: at most 3 files per request.',
    );
  });

  it('accepts one file form-encoded', async () => {
    const res = await fetch(`${base}/api/v1/convert`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ vrx_file: SGDE, file_name: 'form.sgde' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="form.sgde.zip"');
    expect([...(await zipEntries(res)).keys()]).toEqual(['HU55.aed']);
  });

  it('recognises a form-encoded file without a name by its content: sipex.zip, no SOURCE line', async () => {
    const res = await fetch(`${base}/api/v1/convert`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ vrx_file: VRX }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="sipex.zip"');
    const entries = await zipEntries(res);
    expect([...entries.keys()]).toEqual(['HU55.aed', 'IC213.aed']);
    expect(entries.get('HU55.aed')).toMatch(/^AED 1\nECU HU55\n/);
    expect(entries.get('HU55.aed')).not.toContain('SOURCE');

    const garbage = await fetch(`${base}/api/v1/convert`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ vrx_file: 'hello' }),
    });
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as { detail: string }).detail).not.toContain('extension');
  });
});

describe('converter rate limit', () => {
  it('slows down one client', async () => {
    const limited = await createTestShop({ CONVERT_PER_MINUTE: '2' });
    try {
      const url = await listen(limited);
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await upload([['a.sgde', SGDE]], 'vrx_file', url);
        // Read every answer, or the server keeps the unread zip's connection open.
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('a failed upload', () => {
  let failing: TestShop;
  let url: string;
  beforeAll(async () => {
    failing = await createTestShop({});
    url = await listen(failing);
  });
  afterAll(() => failing.close());

  /** Posts the body and waits at most 10 s for the answer; no answer fails the test. */
  async function answerTo(body: FormData | string, headers: Record<string, string> = {}) {
    const res = await fetch(`${url}/api/v1/convert`, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => ({ noAnswer: String(error) }) as const);
    if ('noAnswer' in res) return { status: 0, body: res.noAnswer, connection: null };
    return { status: res.status, body: await res.text(), connection: res.headers.get('connection') };
  }

  it('answers 400 for 64 KiB of random bytes and lets the connection go', async () => {
    const form = new FormData();
    form.append('vrx_file', new Blob([randomBytes(65536)]), 'r.vrx');
    const answer = await answerTo(form);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ files: [{ file: 'r.vrx', status: 'error' }] });
  });

  it('closes the socket after the 400 when the client asked to close it', async () => {
    const head = Buffer.from(
      '--b\r\ncontent-disposition: form-data; name="vrx_file"; filename="r.vrx"\r\n\r\n',
    );
    const body = Buffer.concat([head, randomBytes(65536), Buffer.from('\r\n--b--\r\n')]);
    const { port } = failing.app.server.address() as AddressInfo;
    const outcome = await new Promise<{ status: number; closed: boolean }>((resolve) => {
      const timer = setTimeout(() => resolve({ status: 0, closed: false }), 10_000);
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/convert',
          agent: false,
          headers: {
            connection: 'close',
            'content-type': 'multipart/form-data; boundary=b',
            'content-length': body.length,
          },
        },
        (res) => {
          res.resume();
          res.socket.once('close', () => {
            clearTimeout(timer);
            resolve({ status: res.statusCode ?? 0, closed: true });
          });
        },
      );
      req.on('error', () => undefined);
      req.end(body);
    });
    expect(outcome).toEqual({ status: 400, closed: true });
  });

  it('answers 400 for each of several large failing files and converts the good one', async () => {
    const form = new FormData();
    form.append('vrx_file', new Blob([randomBytes(200_000)]), 'a.vrx');
    form.append('vrx_file', new Blob([VRX]), 'good.vrx');
    form.append('vrx_file', new Blob([randomBytes(300_000)]), 'b.sgde');
    const answer = await answerTo(form);
    expect(answer.status).toBe(400);
    const files = (JSON.parse(answer.body) as { files: { file: string; status: string }[] }).files;
    expect(files.map((f) => [f.file, f.status])).toEqual([
      ['a.vrx', 'error'],
      ['good.vrx', 'processed'],
      ['b.sgde', 'error'],
    ]);
  });

  it('answers 400 with a clear message for multipart without or with a wrong boundary', async () => {
    const none = await answerTo('--x\r\n\r\n', { 'content-type': 'multipart/form-data' });
    expect(none.status).toBe(400);
    expect(JSON.parse(none.body)).toMatchObject({ detail: messages.convertBadMultipart });
    const wrong = await answerTo(
      '--other\r\ncontent-disposition: form-data; name="vrx_file"; filename="a.vrx"\r\n\r\nabc\r\n--other--\r\n',
      { 'content-type': 'multipart/form-data; boundary=expected' },
    );
    expect(wrong.status).toBe(400);
  });
});

/** A .sgde with `count` modules named M0, M1, …, each one short coding. */
function manyModules(count: number) {
  let text = '';
  for (let i = 0; i < count; i++) text += `[ECU MODULE_WITH_A_LONGER_NAME_${i}]\nCODING D = 00\n`;
  return text;
}

describe('the module list of a large conversion', () => {
  let large: TestShop;
  let url: string;
  beforeAll(async () => {
    large = await createTestShop({ CONVERT_MAX_MODULES: '1000' });
    url = await listen(large);
  });
  afterAll(() => large.close());

  it('keeps x-navihub-modules under 4 KB; the zip itself lists every module, a folder per file', async () => {
    const files: Array<[string, string]> = Array.from({ length: 20 }, (_, i) => [
      `f${i}.sgde`,
      manyModules(1000),
    ]);
    const res = await upload(files, 'vrx_file', url);
    expect(res.status).toBe(200);
    const header = res.headers.get('x-navihub-modules')!;
    expect(header.length).toBeLessThanOrEqual(4000);
    const listed = JSON.parse(decodeURIComponent(header)) as {
      file: string;
      modules: string[];
      count?: number;
    }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed[0]).toMatchObject({ file: 'f0.sgde', count: 1000 });
    expect(listed[0]!.modules[0]).toBe('MODULE_WITH_A_LONGER_NAME_0');

    // The zip's own directory is the full list: one .aed per module in its file's folder, in
    // input order, and nothing else.
    const names = [...(await zipEntries(res)).keys()];
    expect(names).toEqual(
      files.flatMap(([file]) =>
        Array.from({ length: 1000 }, (_, i) => `${file}/MODULE_WITH_A_LONGER_NAME_${i}.aed`),
      ),
    );
  });

  it('sends the whole list in the header when it is short, beside a zip of only the flat .aed files', async () => {
    const res = await upload([['example.vrx', VRX]], 'vrx_file', url);
    expect(JSON.parse(decodeURIComponent(res.headers.get('x-navihub-modules')!))).toEqual([
      { file: 'example.vrx', modules: ['HU55', 'IC213'] },
    ]);
    expect([...(await zipEntries(res)).keys()]).toEqual(['HU55.aed', 'IC213.aed']);
  });
});

describe('converter limits in bytes', () => {
  it('refuses a request over CONVERT_MAX_REQUEST_BYTES with 413, and counts the rate limit in bytes', async () => {
    const limited = await createTestShop({
      CONVERT_MAX_REQUEST_BYTES: '3000',
      CONVERT_BYTES_PER_MINUTE: '5000',
    });
    try {
      const url = await listen(limited);
      const big = await upload(
        [
          ['a.sgde', manyModules(40)],
          ['b.sgde', manyModules(40)],
        ],
        'vrx_file',
        url,
      );
      expect(big.status).toBe(413);
      expect(((await big.json()) as { detail: string }).detail).toBe(
        'Upload is too large: at most 3000 bytes per request.',
      );
      // The refused request's bytes counted too: about 3 KB of the 5 KB are gone.
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await upload([['a.sgde', manyModules(20)]], 'vrx_file', url);
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect(statuses[0]).toBe(200);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('a slow upload', () => {
  it('is answered 408 after CONVERT_READ_TIMEOUT_MS and gives its slot to the next upload', async () => {
    const slow = await createTestShop({ CONVERT_CONCURRENCY: '1', CONVERT_READ_TIMEOUT_MS: '500' });
    try {
      const url = await listen(slow);
      const encoder = new TextEncoder();
      let stop: () => void = () => {};
      const stalled = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            encoder.encode(
              '--b\r\ncontent-disposition: form-data; name="vrx_file"; filename="slow.sgde"\r\n\r\n[ECU HU55]\n',
            ),
          );
          // Nothing more is sent until the test ends.
          stop = () => controller.close();
        },
      });
      const first = fetch(`${url}/api/v1/convert`, {
        method: 'POST',
        body: stalled,
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        duplex: 'half',
        signal: AbortSignal.timeout(10_000),
      } as RequestInit);
      const second = upload([['a.sgde', SGDE]], 'vrx_file', url);
      const [slowAnswer, nextAnswer] = await Promise.all([first, second]);
      expect(slowAnswer.status).toBe(408);
      expect(((await slowAnswer.json()) as { detail: string }).detail).toBe(messages.convertUploadTooSlow);
      expect(nextAnswer.status).toBe(200);
      await nextAnswer.arrayBuffer();
      stop();
    } finally {
      await slow.close();
    }
  });
});
