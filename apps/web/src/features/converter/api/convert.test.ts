import { describe, expect, it } from 'vitest';
import { convertFiles, ConvertError, fileNameFromDisposition } from './convert';
import { failureReply, fakeConvertXhr, zipReply } from '@/testing/fake-convert-xhr';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, then the plain one, else sipex.zip', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="K_ln.vrx.zip"; filename*=UTF-8''K%C3%B6ln.vrx.zip`),
    ).toBe('Köln.vrx.zip');
    expect(fileNameFromDisposition('attachment; filename="example.vrx.zip"')).toBe('example.vrx.zip');
    expect(fileNameFromDisposition('attachment; filename=plain.zip')).toBe('plain.zip');
    expect(fileNameFromDisposition('attachment')).toBe('sipex.zip');
    expect(fileNameFromDisposition(null)).toBe('sipex.zip');
  });
});

describe('convertFiles', () => {
  it('sends every file in the field vrx_file and reads the zip, its name and the modules', async () => {
    const xhr = fakeConvertXhr(() => zipReply('sipex.zip', [{ file: 'a.vrx', modules: ['HU55'] }]));
    const progress: number[] = [];
    const files = [new File(['aa'], 'a.vrx'), new File(['bb'], 'b.vcx')];
    document.cookie = 'csrftoken=abc';

    const archive = await convertFiles(files, { onProgress: (f) => progress.push(f) });

    expect(archive.fileName).toBe('sipex.zip');
    expect(archive.modules).toEqual([{ file: 'a.vrx', modules: ['HU55'] }]);
    expect(await archive.blob.text()).toBe('PK zip of a.vrx');
    expect(progress).toEqual([0.5, 1]);
    expect(xhr.requests[0]!.files.map((f) => f.name)).toEqual(['a.vrx', 'b.vcx']);
    expect(xhr.requests[0]!.headers.get('X-CSRFToken')).toBe('abc');
  });

  it('reads a cut module list with the count of all modules', async () => {
    fakeConvertXhr(() => zipReply('a.vrx.zip', [{ file: 'a.vrx', modules: ['HU55'], count: 1000 }]));
    const archive = await convertFiles([new File(['aa'], 'a.vrx')]);
    expect(archive.modules).toEqual([{ file: 'a.vrx', modules: ['HU55'], count: 1000 }]);
  });

  it("rejects with the server's reasons", async () => {
    fakeConvertXhr(() => failureReply('a.vrx', 'no Module element'));
    const error = await convertFiles([new File(['x'], 'a.vrx')]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConvertError);
    expect((error as ConvertError).status).toBe(400);
    expect((error as ConvertError).reasonFor('a.vrx')).toBe('no Module element');
  });

  it('rejects with an AbortError when cancelled', async () => {
    fakeConvertXhr(() => new Promise(() => {}));
    const abort = new AbortController();
    const pending = convertFiles([new File(['x'], 'a.vrx')], { signal: abort.signal });
    abort.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
