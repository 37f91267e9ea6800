import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import yauzl from 'yauzl';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/converter');
const fixture = (name: string) => path.join(fixtures, name);

/** Every entry of a zip: name → bytes. */
function readZip(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr) return reject(streamErr);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** The .aed's last line is `CHECKSUM XXXXXXXX`: CRC-32 (IEEE) of every byte before that line. */
function expectValidChecksum(name: string, aed: Buffer) {
  const end = aed.at(-1) === 0x0a ? aed.length - 1 : aed.length;
  const lastLineStart = aed.lastIndexOf(0x0a, end - 1) + 1;
  const lastLine = aed.subarray(lastLineStart, end).toString('utf8');
  expect(lastLine, `${name} ends with a CHECKSUM line`).toMatch(/^CHECKSUM [0-9A-F]{8}$/);
  const crc = crc32(aed.subarray(0, lastLineStart)).toString(16).toUpperCase().padStart(8, '0');
  expect(lastLine, `${name} checksum`).toBe(`CHECKSUM ${crc}`);
}

const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

test('convert several files: statuses, reasons, modules, then one zip with a folder per file', async ({
  page,
}, testInfo) => {
  await page.goto('/vrxtool');
  await expect(page.getByRole('heading', { name: 'Upload your File' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Drag and Drop it here' })).toBeVisible();
  const download = page.getByRole('button', { name: 'Download' });
  await expect(download).toBeDisabled();

  await page
    .locator('input[type="file"]')
    .setInputFiles(['example.vrx', 'example.sgde', 'broken.vcx', 'notes.txt'].map(fixture));

  await expect(row(page, 'example.vrx').getByText('processed', { exact: true })).toBeVisible();
  await expect(row(page, 'example.sgde').getByText('processed', { exact: true })).toBeVisible();
  await expect(row(page, 'broken.vcx').getByText('error', { exact: true })).toBeVisible();
  await expect(row(page, 'notes.txt').getByText('Incorrect file type', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  await expect(page.getByRole('status')).toHaveText('Finished: 2 processed, 1 error, 1 Incorrect file type.');

  // The server's reason and the module names found.
  await expect(row(page, 'broken.vcx')).toContainText('odd number of hex digits');
  await expect(row(page, 'example.vrx').getByRole('list', { name: /Modules found/ })).toHaveText(
    /HU55\s*IC213/,
  );
  await expect(row(page, 'example.sgde').getByRole('list', { name: /Modules found/ })).toHaveText('HU55');

  // What the page looks like with results, narrow and wide (looked at by hand).
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(process.env.CONVERTER_SHOTS ?? testInfo.outputDir, `vrxtool-${width}.png`),
      fullPage: true,
    });
  }

  await expect(download).toBeEnabled();
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(saved.suggestedFilename()).toBe('example.vrx+example.sgde.zip');
  const zipPath = testInfo.outputPath('batch.zip');
  await saved.saveAs(zipPath);

  // Only .aed files, one per module, in a folder per source file: nothing a workshop's tool
  // that imports every file of the zip would not expect.
  const entries = await readZip(zipPath);
  expect([...entries.keys()].sort()).toEqual([
    'example.sgde/HU55.aed',
    'example.vrx/HU55.aed',
    'example.vrx/IC213.aed',
  ]);
  for (const [name, aed] of entries) expectValidChecksum(name, aed);
  // The worked example of the format notes, byte for byte.
  expect(entries.get('example.vrx/HU55.aed')!.toString('utf8')).toBe(
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

test('one processed file downloads as its own flat zip', async ({ page }, testInfo) => {
  await page.goto('/vrxtool');
  await page.locator('input[type="file"]').setInputFiles(fixture('example.vrx'));
  await expect(row(page, 'example.vrx').getByText('processed', { exact: true })).toBeVisible();

  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(saved.suggestedFilename()).toBe('example.vrx.zip');
  const zipPath = testInfo.outputPath('example.vrx.zip');
  await saved.saveAs(zipPath);
  const entries = await readZip(zipPath);
  expect([...entries.keys()].sort()).toEqual(['HU55.aed', 'IC213.aed']);
  for (const [name, aed] of entries) expectValidChecksum(name, aed);
});
