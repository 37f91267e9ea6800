import { PAGE_DATA_IDS, pageDataScript } from '@navihub/contract/page-data';
import { afterEach, describe, expect, it } from 'vitest';
import { takePageData } from './page-data';

/** Puts a data block into the page as the server writes it. */
function serverWrites(id: string, value: unknown) {
  document.body.insertAdjacentHTML('beforeend', pageDataScript(id, value));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('takePageData', () => {
  it('reads the value the server wrote, markup and line separators in it included', () => {
    const value = { brand: 'Navi</script><!--Hub & <b>Co</b>\u2028', list: [1, 2] };
    serverWrites(PAGE_DATA_IDS.siteConfig, value);
    expect(takePageData(PAGE_DATA_IDS.siteConfig)).toEqual(value);
  });

  it('reads a block once: a second reader asks the API', () => {
    serverWrites(PAGE_DATA_IDS.subscriptionBundles, []);
    expect(takePageData(PAGE_DATA_IDS.subscriptionBundles)).toEqual([]);
    expect(takePageData(PAGE_DATA_IDS.subscriptionBundles)).toBeUndefined();
  });

  it('gives nothing without the block, for an element that is not a JSON data block, or for broken JSON', () => {
    expect(takePageData(PAGE_DATA_IDS.siteConfig)).toBeUndefined();
    document.body.insertAdjacentHTML('beforeend', `<div id="${PAGE_DATA_IDS.siteConfig}">{}</div>`);
    expect(takePageData(PAGE_DATA_IDS.siteConfig)).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_IDS.siteConfig}">{"brand":</script>`;
    expect(takePageData(PAGE_DATA_IDS.siteConfig)).toBeUndefined();
  });
});
