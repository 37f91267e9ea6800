import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
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

  it('refuses a value a spreadsheet would run as a formula, naming its line and column', () => {
    const text = [
      'comand,map_region,version',
      'NTG 5.5,Europe,V12.0',
      '"=HYPERLINK(""https://evil.example"",""Update"")",Europe,V1.0',
      'NTG 5.5,+Thule,V1.0',
      'NTG 5.5,-1,V1.0',
      '@SUM(A1),Mu,V1.0',
      'NTG 5.5,"\t=1+2",V1.0',
      'NTG 5.5,"\r=1+2",V1.0',
      'NTG 5.5,Europe,=V1',
      'NTG 5.5,Europe - East,V1.0',
    ].join('\n');
    const because =
      'starts with =, +, -, @, a tab or a carriage return (a spreadsheet would run it as a formula)';
    expect(parseVariantCsv(text)).toEqual({
      ok: false,
      errors: [
        `line 3, column comand: ${because}`,
        `line 4, column map_region: ${because}`,
        `line 5, column map_region: ${because}`,
        `line 6, column comand: ${because}`,
        `line 7, column map_region: ${because}`,
        `line 8, column map_region: ${because}`,
        `line 9, column version: ${because}`,
      ],
    });
  });
});

describe('catalogue CSV export', () => {
  it('writes a cell a spreadsheet would run as a formula as text: a single quote before it', () => {
    const csv = variantsToCsv([
      { comand: '=HYPERLINK("https://evil.example","Update")', mapRegion: '+Thule', version: 'V1.0' },
      { comand: '@SUM(A1)', mapRegion: '-1', version: 'V2' },
      { comand: '\tNTG', mapRegion: '\rEurope', version: 'V3' },
      { comand: 'NTG 5.5', mapRegion: 'Europe - East', version: 'V4' },
    ]);
    expect(parse(csv)).toEqual([
      ['comand', 'map_region', 'version'],
      ['\'=HYPERLINK("https://evil.example","Update")', "'+Thule", 'V1.0'],
      ["'@SUM(A1)", "'-1", 'V2'],
      ["'\tNTG", "'\rEurope", 'V3'],
      ['NTG 5.5', 'Europe - East', 'V4'],
    ]);
  });
});
