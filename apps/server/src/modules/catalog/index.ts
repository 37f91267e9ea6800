/** The catalog module's public entry: other modules, app.ts, cli/ and seed/ import it from here only. */

// The public catalogue routes.
export { catalogPlugin } from './plugin.js';
// Head units, map variants and the code price.
export {
  addVariants,
  codePriceCents,
  findVariant,
  listVariants,
  NAVIGATION_CODE_PRICE,
  priceBody,
  setCodePrice,
} from './service.js';
// Staff's changes to variants and the code price, with their audit entries (decision 069).
export { createCatalogueChanges, type CatalogueChanges } from './catalogue-changes.js';
// The back-office's reads and writes of variants.
export { findVariantById, insertVariant, listAllVariants, setVariantActive } from './staff-catalogue.js';
// The catalogue as CSV, out and in.
export { variantsToCsv } from './csv-export.js';
export { parseVariantCsv, VARIANT_VERSION } from './csv-import.js';
// The demo catalogue an empty shop starts with.
export { DEMO_PRICE_CENTS, DEMO_VARIANTS } from './demo-catalogue.js';
