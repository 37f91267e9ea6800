import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { convertStream } from '../src/index.js';
import { fixture, text, utf16le } from './helpers.js';

function chunks(data: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) out.push(data.subarray(i, i + size));
  return out;
}

describe('convertStream', () => {
  it('gives the same .aed files as convertFile for one-byte chunks, even in UTF-16', async () => {
    const data = utf16le(fixture('example.vrx').toString('utf8').replace('UTF-8', 'UTF-16'));
    const result = await convertStream({ fileName: 'example.vrx', source: Readable.from(chunks(data, 1)) });
    expect(result.ok && text(result.entries[0]!.bytes)).toBe(text(fixture('example-HU55.aed')));
  });

  it('accepts string chunks from a stream with an encoding set', async () => {
    const result = await convertStream({ fileName: 'a.sgde', source: ['[ECU M]\n', 'CODING D = 0', '0\n'] });
    expect(result.ok && result.modules).toEqual(['M']);
  });

  it('turns a failing source into a read_error', async () => {
    async function* broken() {
      yield Buffer.from('[ECU M]\n');
      throw new Error('connection reset');
    }
    const result = await convertStream({ fileName: 'a.sgde', source: broken() });
    expect(result).toEqual({
      ok: false,
      fileName: 'a.sgde',
      error: { code: 'read_error', message: 'could not read the file: connection reset' },
    });
  });

  it('closes the source when it stops at an error, so a stream is never left half-read', async () => {
    let closed = false;
    async function* source() {
      try {
        yield Buffer.from('not a coding file\n'.repeat(1000));
        yield Buffer.from('more that is never read\n');
      } finally {
        closed = true;
      }
    }
    const result = await convertStream({ fileName: 'a.sgde', source: source() });
    expect(result.ok).toBe(false);
    expect(closed).toBe(true);

    const stream = Readable.from([Buffer.from('garbage\n'.repeat(1000)), Buffer.from('rest\n')]);
    await convertStream({ fileName: 'b.sgde', source: stream.iterator({ destroyOnReturn: false }) });
    const rest: string[] = [];
    for await (const chunk of stream) rest.push(String(chunk));
    expect(rest).toEqual(['rest\n']);
  });

  it('checks the extension before reading anything', async () => {
    let read = false;
    function* source() {
      read = true;
      yield Buffer.from('[ECU M]\nCODING D = 00\n');
    }
    const result = await convertStream({ fileName: 'a.csv', source: source() });
    expect(result.ok ? '' : result.error.code).toBe('bad_extension');
    expect(read).toBe(false);
  });
});
