import { describe, expect, it } from 'vitest';
import { modulesHeader } from './modules-header.js';

const decode = (header: string) =>
  JSON.parse(decodeURIComponent(header)) as { file: string; modules: string[]; count?: number }[];

describe('modulesHeader', () => {
  it('sends a short list whole', () => {
    const files = [{ file: 'a.vrx', modules: ['HU55', 'IC213'] }];
    expect(decode(modulesHeader(files))).toEqual(files);
  });

  it('cuts a long list to the first modules of each file, with the count, within the bound', () => {
    const modules = Array.from({ length: 1000 }, (_, i) => `MODULE_${i}`);
    const header = modulesHeader(
      Array.from({ length: 20 }, (_, i) => ({ file: `f${i}.vrx`, modules })),
      4000,
    );
    expect(header.length).toBeLessThanOrEqual(4000);
    const listed = decode(header);
    expect(listed).toHaveLength(20);
    expect(listed[19]).toMatchObject({ file: 'f19.vrx', count: 1000 });
    expect(listed[19]!.modules).toEqual(modules.slice(0, listed[19]!.modules.length));
  });

  it('leaves trailing files out when not even their names fit', () => {
    const files = Array.from({ length: 20 }, (_, i) => ({
      file: `${'ü'.repeat(60)}${i}.vrx`,
      modules: ['M'],
    }));
    const listed = decode(modulesHeader(files, 4000));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(20);
    expect(listed[0]).toEqual({ file: files[0]!.file, modules: [], count: 1 });
  });
});
