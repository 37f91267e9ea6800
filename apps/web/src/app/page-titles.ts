import { shopPages } from '@navihub/contract/pages/shop';
import { translated } from '@/i18n/translated';

/**
 * The pages' browser titles in the page's language, by their English title in the page manifest
 * (packages/contract/src/pages/shop.ts): a page added there needs its title in each catalog.
 */
export const pageTitles: Readonly<Record<string, string>> = translated(
  'pageTitles',
  Object.fromEntries(
    Object.values(shopPages).flatMap((page) => ('title' in page ? [[page.title, page.title]] : [])),
  ),
);
