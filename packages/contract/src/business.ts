/**
 * A business buyer's details (issue 33 part 2, decision 065): company name, address, country and
 * VAT number, optional on the payment page, a bundle purchase and in the account settings. The
 * request fields are flat (`company_name`, `address`, `country`, `vat_number`) so that each gets
 * its own field message. Whether a VAT number has the right shape for its country is the
 * server's check (a library's table of EU, GB, CH and NO formats); this file only trims and
 * upper-cases it. Free of anything but zod and the messages, so the web can take it.
 */
import { z } from 'zod';
import { hasControlCharacters } from './fields.js';
import { messages } from './messages.js';

/** ISO 3166-1 alpha-2 codes (officially assigned). */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ
BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR
CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`
    .trim()
    .split(/\s+/),
);

/** The 27 member states of the EU (Greece's VAT numbers start `EL`). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/** A VAT number as written, without spaces, dots or dashes, upper-cased: `de 136.695.976` → `DE136695976`. */
export const normaliseVatNumber = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** The two-letter prefix of a country's VAT numbers: its ISO code, but `EL` for Greece. */
export const vatPrefixOf = (country: string): string => (country === 'GR' ? 'EL' : country);

const optionalText = (max: number, multiLine = false) =>
  z
    .string({ error: messages.notAString })
    .trim()
    .max(max)
    .refine((v) => !hasControlCharacters(v, multiLine), messages.controlCharacters)
    .nullish();

/** The request fields of a business buyer, all optional; an empty text is the same as none. */
export const businessFields = {
  company_name: optionalText(200).meta({ description: 'The company invoiced, when buying as a business.' }),
  address: optionalText(500, true).meta({
    description: "The buyer's billing address, lines separated by new lines.",
  }),
  country: z
    .string({ error: messages.notAString })
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || COUNTRY_CODES.has(v), messages.countryCode)
    .nullish()
    .meta({
      description:
        "The buyer's billing country, ISO 3166-1 alpha-2 (`DE`). When taxes are on it decides the rate (decision 065).",
    }),
  vat_number: z
    .string({ error: messages.notAString })
    .max(40)
    .transform(normaliseVatNumber)
    .refine((v) => !hasControlCharacters(v), messages.controlCharacters)
    .nullish()
    .meta({
      description:
        "The business buyer's VAT number with its country prefix (`DE136695976`); refused when its shape is wrong for `country`. An EU business in another EU country than the seller pays no VAT (reverse charge).",
    }),
};

/** The business details alone (the account's, remembered). */
export const businessDetails = z.object(businessFields);
export type BusinessDetailsInput = z.input<typeof businessDetails>;

/** The business details as the server answers them: empty texts where none were given. */
export const businessDetailsResponse = z.object({
  company_name: z.string(),
  address: z.string(),
  country: z.string(),
  vat_number: z.string(),
});
export type BusinessDetails = z.infer<typeof businessDetailsResponse>;
