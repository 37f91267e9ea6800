/** Business buyers and taxes (issue 33 part 2, decision 065): what other modules may use. */
export {
  businessDetailsOf,
  checkBusinessFields,
  givesBusinessFields,
  type BusinessFieldsInput,
} from './buyer.js';
export { agreementOf, decideTax, evidenceOf, type TaxSettings, type TaxedSale } from './decide-tax.js';
export { percentOf, taxOf } from './rates.js';
export { ipCountryOf, taxSettingsOf } from './settings.js';
