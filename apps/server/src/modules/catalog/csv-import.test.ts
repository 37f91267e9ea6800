import { describe, expect, it } from 'vitest';
import { variantsToCsv } from './csv-export.js';
import { parseVariantCsv } from './csv-import.js';

describe('catalogue CSV import', () => {
  it('reads every row of a good file, with a BOM, quotes and spaces', () => {
    const text =
      '\uFEFFcomand,map_region,version\nNTG 5.5, Europe ,V12.0\n"NTG 5/5s2","North America",V9.1\n\n';
    expect(parseVariantCsv(text)).toEqual({
      ok: true,
      rows: [
        { comand: 'NTG 5.5', mapRegion: 'Europe', version: 'V12.0' },
        { comand: 'NTG 5/5s2', mapRegion: 'North America', version: 'V9.1' },
      ],
    });
  });

  it('names every bad line and imports nothing', () => {
    const text = [
      'comand,map_region,version',
      'NTG 5.5,Europe,V12.0',
      'NTG 5.5,Europe,12',
      'NTG 5.5,,V1.0',
      'NTG 5.5,Europe',
      'NTG 5.5,Europe,V12.0',
    ].join('\n');
    expect(parseVariantCsv(text)).toEqual({
      ok: false,
      errors: [
        'line 3: version "12" must look like V1.2',
        'line 4: every value is required',
        'line 5: expected 3 values (comand,map_region,version), found 2',
        'line 6: repeats line 2',
      ],
    });
  });

  it('refuses a wrong header and an empty file', () => {
    expect(parseVariantCsv('unit,region,version\nNTG 5.5,Europe,V1.0')).toEqual({
      ok: false,
      errors: ['line 1: the header must be exactly "comand,map_region,version"'],
    });
    expect(parseVariantCsv('comand,map_region,version\n')).toEqual({
      ok: false,
      errors: ['the file has no variant rows'],
    });
  });

  it('reads back what the export writes: commas, quotes, line breaks and non-Latin letters', () => {
    // The version column is checked as V1.2 on import, so only its shape can travel.
    const rows = [
      { comand: 'NTG 5.5', mapRegion: 'Europe, East', version: 'V1.0' },
      { comand: 'NTG "5s1", Star 2', mapRegion: 'Ближний Восток, "Запад"', version: 'V12.0.3' },
      { comand: 'コマンド 5.5', mapRegion: 'الشرق الأوسط', version: 'V9' },
      { comand: 'NTG, 4.5', mapRegion: 'Line one\nline two', version: 'V2.1' },
    ];
    const csv = variantsToCsv(rows);
    expect(csv.split('\n')[0]).toBe('comand,map_region,version');
    expect(parseVariantCsv(csv)).toEqual({ ok: true, rows });
  });
});
