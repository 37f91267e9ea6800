import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { startShop, type RunningShop } from '../support/servers.js';

// Issue 31: a tab opened before a release asks for script files the new build no longer has.
// The tab loads the page it was going to once, afresh; a second failure (or a browser that is
// offline) shows a plain offline message, never "Unexpected Application Error!".

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** A copy of the built web app, served by a shop of its own. */
function copyOfBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-web-'));
  fs.cpSync(webDist, dir, { recursive: true });
  return dir;
}

/**
 * The next release: every file under assets/ renamed (as a build with changed sources renames
 * them), the pages and scripts pointing at the new names. The .br/.gz copies are left out.
 */
function nextRelease(): string {
  const dir = copyOfBuild();
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f));
  for (const file of files.filter((f) => /\.(br|gz)$/.test(f))) fs.rmSync(file);
  const assets = path.join(dir, 'assets');
  const renamed = new Map<string, string>();
  for (const name of fs.readdirSync(assets)) {
    const next = name.replace(/(\.[a-z0-9]+)$/, '-next$1');
    fs.renameSync(path.join(assets, name), path.join(assets, next));
    renamed.set(name, next);
  }
  const textFiles = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => /\.(html|js|css|json)$/.test(f));
  for (const file of textFiles) {
    let text = fs.readFileSync(file, 'utf8');
    for (const [from, to] of renamed) text = text.split(from).join(to);
    fs.writeFileSync(file, text);
  }
  return dir;
}

/** The page loads of the tab (not the history changes of the app's own navigation). */
function countPageLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(new URL(request.url()).pathname);
    }
  });
  return loads;
}

/**
 * A shop of this test's own. Its first seconds on a loaded machine can trip the overload guard
 * (a 503 'overloaded' for the page): this test is about the release, so the guard is off.
 */
const shopServing = (webDist: string, port?: number) =>
  startShop(
    { WEB_DIST: webDist, MAX_EVENT_LOOP_DELAY_MS: '0' },
    undefined,
    port === undefined ? {} : { port },
  );

const dirs: string[] = [];
let shop: RunningShop | undefined;
test.afterEach(async () => {
  await shop?.stop();
  shop = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

test('a tab opened before a release reloads once and lands on the page; a second failure says offline', async ({
  page,
}) => {
  // Two shop starts: on a loaded machine one takes up to a minute (servers.ts).
  test.setTimeout(240_000);
  const before = copyOfBuild();
  const after = nextRelease();
  dirs.push(before, after);
  shop = await shopServing(before);
  const port = Number(new URL(shop.url).port);
  const loads = countPageLoads(page);
  await page.goto(`${shop.url}/`);
  await expect(page.getByRole('link', { name: /ONLINE VRX to AED converter/ })).toBeVisible();

  // The release: the shop restarts on the same address with the new build.
  await shop.stop();
  shop = await shopServing(after, port);

  await page.getByRole('link', { name: /ONLINE VRX to AED converter/ }).click();
  await expect(page.getByRole('heading', { name: 'Upload your File' })).toBeVisible();
  expect(page.url()).toBe(`${shop.url}/vrxtool`);
  expect(loads).toEqual(['/', '/vrxtool']);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

  // Soon after, a page's file fails again: no second reload, the offline message.
  await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  expect(loads).toEqual(['/', '/vrxtool']);
});

test('offline, changing page shows the offline message without reloading', async ({ page, context }) => {
  const loads = countPageLoads(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /ONLINE VRX to AED converter/ })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: /ONLINE VRX to AED converter/ }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  expect(loads).toEqual(['/']);
  await context.setOffline(false);
});
