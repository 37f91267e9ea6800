import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { invoices, orders, payments, users } from '../../db/schema.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { startFakeVies, type FakeVies } from '../../test/fake-vies.js';
import {
  call,
  createTestShop,
  fieldErrors,
  grantPoints,
  sampleCode,
  signUp,
  uniqueEmail,
  type TestShop,
} from '../../test/harness.js';
import { pdfText, renderInvoicePdf } from '../invoices/index.js';
import { checkBusinessFields } from './buyer.js';
import { decideTax, type TaxSettings } from './decide-tax.js';
import { rateTableOf } from './rates.js';
import { vatNumberFits } from './vat-number.js';

const SELLER = {
  SELLER_NAME: 'Example Navigation GmbH',
  SELLER_ADDRESS: 'Hauptstr. 1;10115 Berlin',
  SELLER_EMAIL: 'billing@example.com',
  SELLER_VAT_ID: 'DE136695976',
  SELLER_REGISTER: 'none',
  SELLER_COUNTRY: 'DE',
};
const AUSTRIAN_BUSINESS = {
  company_name: 'Werkstatt Huber GmbH',
  address: 'Ringstraße 5\n1010 Wien',
  country: 'AT',
  vat_number: 'ATU 1358 5627',
};

let stripe: FakeStripe;
let vies: FakeVies;
let off: TestShop;
let oss: TestShop;

beforeAll(async () => {
  stripe = await startFakeStripe();
  vies = await startFakeVies();
  const common = {
    ...stripe.env,
    ...SELLER,
    PIN_PROVIDER: 'manual',
    PUBLIC_URL: 'https://shop.example',
    DEV_STANDINS: 'on',
  };
  off = await createTestShop(common);
  oss = await createTestShop({
    ...common,
    TAX_MODE: 'oss',
    TAX_RATES: 'CH:8.1',
    IP_COUNTRY_HEADER: 'cf-ipcountry',
    VIES_CHECK: 'on',
    VIES_URL: vies.url,
    VIES_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await off?.close();
  await oss?.close();
  await stripe?.close();
  await vies?.close();
});

/** Opens a PIN's card checkout with these extra fields; the payment row when it opened. */
async function checkout(
  shop: TestShop,
  extra: Record<string, unknown>,
  opts: { token?: string; headers?: Record<string, string> } = {},
) {
  const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
    ...opts,
    body: { ...sampleCode(), amount: '39.00', email: uniqueEmail('tax'), currency: 'USD', ...extra },
  });
  if (res.status !== 200) return { res, payment: undefined };
  const sessionId = (res.body.payment_url as string).split('/').pop()!;
  const payment = await shop.database.db.query.payments.findFirst({
    where: eq(payments.providerSessionId, sessionId),
  });
  return { res, payment: payment!, sessionId };
}

/** Pays the checkout at the fake Stripe and lets the invoice job run; the invoice. */
async function pay(shop: TestShop, payment: { id: string }, sessionId: string, payerCountry?: string) {
  stripe.pay(sessionId, undefined, payerCountry);
  await call(shop.app, 'POST', `/api/v1/payment/check/${payment.id}/${sessionId}/`);
  await shop.app.jobWorker.drain();
  const db = shop.database.db;
  return {
    invoice: (await db.query.invoices.findFirst({ where: eq(invoices.paymentId, payment.id) }))!,
    payment: (await db.query.payments.findFirst({ where: eq(payments.id, payment.id) }))!,
  };
}

const rowCounts = async (shop: TestShop) => {
  const db = shop.database.db;
  const [p] = await db.select({ n: count() }).from(payments);
  const [o] = await db.select({ n: count() }).from(orders);
  return { payments: p!.n, orders: o!.n };
};

describe('a VAT number of the wrong shape', () => {
  it('is told by its shape and check digits, per country', () => {
    expect(vatNumberFits('DE', 'DE136695976')).toBe(true);
    expect(vatNumberFits('DE', '136695976')).toBe(true);
    expect(vatNumberFits('DE', 'DE136695975')).toBe(false);
    expect(vatNumberFits('AT', 'ATU13585627')).toBe(true);
    expect(vatNumberFits('GR', 'EL094259216')).toBe(true);
    expect(vatNumberFits('GB', 'GB980780684')).toBe(true);
    expect(vatNumberFits('CH', 'CHE123456788')).toBe(true);
    expect(vatNumberFits('FR', 'DE136695976')).toBe(false);
    expect(checkBusinessFields({ country: 'de', vat_number: '136695976' })).toEqual({
      companyName: '',
      address: [],
      country: 'DE',
      vatNumber: 'DE136695976',
    });
    expect(checkBusinessFields({ company_name: ' ', country: '' })).toBeNull();
  });

  it('is refused at checkout with a field message, and nothing is written', async () => {
    const before = await rowCounts(off);
    const { res } = await checkout(off, { country: 'DE', vat_number: 'DE12345' });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).vat_number).toEqual([
      'This VAT number does not have the shape of one from the country chosen.',
    ]);
    const noCountry = await checkout(off, { vat_number: 'DE136695976' });
    expect(fieldErrors(noCountry.res.body).country).toEqual(['Choose the country of this VAT number.']);
    const badCountry = await checkout(off, { country: 'XY' });
    expect(fieldErrors(badCountry.res.body).country).toEqual(['Choose a country from the list.']);
    expect(await rowCounts(off)).toEqual(before);
  });
});

describe('with taxes off (the default)', () => {
  it('charges the catalogue price, and the invoice names the business buyer', async () => {
    const { payment, sessionId } = await checkout(off, AUSTRIAN_BUSINESS);
    expect(payment!.amountCents).toBe(3900);
    expect(payment!.tax).toMatchObject({ mode: 'off', rateBasisPoints: 0, taxCents: 0, grossCents: 3900 });
    const { invoice } = await pay(off, payment!, sessionId!);
    expect(invoice).toMatchObject({ netCents: 3900, taxCents: 0, grossCents: 3900, reverseCharge: false });
    expect(invoice.buyer).toMatchObject({
      name: 'Werkstatt Huber GmbH',
      address: ['Ringstraße 5', '1010 Wien'],
      country: 'AT',
      vatId: 'ATU13585627',
    });
    const text = pdfText(await renderInvoicePdf(invoice, undefined, { compress: false }));
    for (const line of ['Werkstatt Huber GmbH', '1010 Wien', 'VAT ID: ATU13585627', 'No VAT is charged.'])
      expect(text).toContain(line);
  });

  it('quotes the price as it is', async () => {
    const res = await call(off.app, 'POST', '/api/v1/payment/tax/', {
      body: { amount: '39.00', country: 'FR' },
    });
    expect(res.body).toEqual({
      taxes: 'off',
      country: null,
      tax_rate: '0',
      net: '39.00',
      tax: '0.00',
      gross: '39.00',
      reverse_charge: false,
    });
  });
});

describe("the account's business details", () => {
  it('are set, read back, refused when wrong, remembered from a checkout and used when left out', async () => {
    const user = await signUp(off.app);
    const url = '/api/v1/account/business/';
    expect((await call(off.app, 'GET', url, { token: user.access })).body).toEqual({
      company_name: '',
      address: '',
      country: '',
      vat_number: '',
    });
    const bad = await call(off.app, 'PUT', url, {
      token: user.access,
      body: { country: 'AT', vat_number: 'ATU1' },
    });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body).vat_number).toBeDefined();
    const row = await off.database.db.query.users.findFirst({ where: eq(users.id, user.id) });
    expect(row!.business).toBeNull();

    const set = await call(off.app, 'PUT', url, { token: user.access, body: AUSTRIAN_BUSINESS });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ ...AUSTRIAN_BUSINESS, vat_number: 'ATU13585627' });

    // Left out at checkout: the remembered ones go on the payment.
    const plain = await checkout(off, {}, { token: user.access });
    expect(plain.payment!.buyer).toMatchObject({
      companyName: 'Werkstatt Huber GmbH',
      vatNumber: 'ATU13585627',
    });

    // Given at checkout: remembered for next time.
    await checkout(
      off,
      { company_name: 'Huber Fahrzeugtechnik', country: 'DE', vat_number: '', address: '' },
      { token: user.access },
    );
    expect((await call(off.app, 'GET', url, { token: user.access })).body).toEqual({
      company_name: 'Huber Fahrzeugtechnik',
      address: '',
      country: 'DE',
      vat_number: '',
    });
    expect((await call(off.app, 'GET', url)).status).toBe(401);
  });

  it('go with a bundle purchase', async () => {
    const user = await signUp(off.app);
    const bundles = await call(off.app, 'GET', '/api/v1/bundles/');
    const bundleId = bundles.body.results[0]!.id;
    const bad = await call(off.app, 'POST', '/api/v1/payment/bundle/', {
      token: user.access,
      body: { fk_bundle: bundleId, country: 'FR', vat_number: 'FR123' },
    });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body).vat_number).toBeDefined();
    const ok = await call(off.app, 'POST', '/api/v1/payment/bundle/', {
      token: user.access,
      body: {
        fk_bundle: bundleId,
        company_name: 'Garage Martin',
        country: 'FR',
        vat_number: 'FR40303265045',
      },
    });
    expect(ok.status).toBe(200);
    const row = await off.database.db.query.users.findFirst({ where: eq(users.id, user.id) });
    expect(row!.business).toMatchObject({ companyName: 'Garage Martin', vatNumber: 'FR40303265045' });
  });
});

describe('with taxes on (TAX_MODE=oss, seller in DE)', () => {
  it("charges a consumer their country's rate on top of the net price, and keeps the location evidence", async () => {
    const quote = await call(oss.app, 'POST', '/api/v1/payment/tax/', {
      body: { amount: '39.00', country: 'FR' },
    });
    expect(quote.body).toEqual({
      taxes: 'oss',
      country: 'FR',
      tax_rate: '20',
      net: '39.00',
      tax: '7.80',
      gross: '46.80',
      reverse_charge: false,
    });
    const { payment, sessionId } = await checkout(
      oss,
      { country: 'FR' },
      { headers: { 'cf-ipcountry': 'FR' } },
    );
    expect(payment!.amountCents).toBe(4680);
    expect(stripe.sessions.get(sessionId!)!.amount_total).toBe(4680);
    const paid = await pay(oss, payment!, sessionId!, 'BE');
    expect(paid.payment.tax!.evidence).toEqual({
      billingCountry: 'FR',
      ipCountry: 'FR',
      providerCountry: 'BE',
      agree: false,
    });
    expect(paid.invoice).toMatchObject({
      netCents: 3900,
      taxRateBasisPoints: 2000,
      taxCents: 780,
      grossCents: 4680,
      reverseCharge: false,
    });
    const text = pdfText(await renderInvoicePdf(paid.invoice, undefined, { compress: false }));
    expect(text).toContain('VAT 20 %');
    expect(text).not.toContain('No VAT is charged.');
  });

  it("takes the caller's country when no billing country is given, and an operator's rate", async () => {
    const { payment } = await checkout(oss, {}, { headers: { 'cf-ipcountry': 'CH' } });
    expect(payment!.tax).toMatchObject({
      country: 'CH',
      rateBasisPoints: 810,
      taxCents: 316,
      grossCents: 4216,
    });
    expect(payment!.tax!.evidence).toMatchObject({ billingCountry: null, ipCountry: 'CH', agree: null });
  });

  it("charges a business in the seller's own country its VAT (no reverse charge at home)", async () => {
    const { payment } = await checkout(oss, { country: 'DE', vat_number: 'DE136695976' });
    expect(payment!.tax).toMatchObject({
      country: 'DE',
      rateBasisPoints: 1900,
      reverseCharge: false,
      vies: null,
    });
  });

  it('lets an EU business VIES confirms pay no VAT: the invoice says "Reverse charge" with both VAT numbers', async () => {
    vies.setMode('valid');
    const quote = await call(oss.app, 'POST', '/api/v1/payment/tax/', {
      body: { amount: '39.00', ...AUSTRIAN_BUSINESS },
    });
    expect(quote.body).toMatchObject({ country: 'AT', tax: '0.00', gross: '39.00', reverse_charge: true });
    const { payment, sessionId } = await checkout(oss, AUSTRIAN_BUSINESS);
    expect(payment!.amountCents).toBe(3900);
    expect(payment!.tax).toMatchObject({ reverseCharge: true, taxCents: 0, vies: { result: 'valid' } });
    expect(payment!.tax!.vies!.requestIdentifier).toMatch(/^WAPIAAAAW\d{7}$/);
    expect(vies.requests.at(-1)).toEqual({
      countryCode: 'AT',
      vatNumber: 'U13585627',
      requesterMemberStateCode: 'DE',
      requesterNumber: '136695976',
    });
    const { invoice } = await pay(oss, payment!, sessionId!);
    expect(invoice).toMatchObject({ reverseCharge: true, taxCents: 0, grossCents: 3900 });
    const text = pdfText(await renderInvoicePdf(invoice, undefined, { compress: false }));
    expect(text).toContain('Reverse charge');
    expect(text.replace(/\s+/g, ' ')).toContain("Seller's VAT ID: DE136695976; buyer's VAT ID: ATU13585627.");
    expect(text).not.toContain('No VAT is charged.');
  });

  it('charges the tax when VIES says the number is not valid', async () => {
    vies.setMode('invalid');
    const { payment } = await checkout(oss, { ...AUSTRIAN_BUSINESS, vat_number: 'ATU12345675' });
    expect(payment!.tax).toMatchObject({
      country: 'AT',
      rateBasisPoints: 2000,
      reverseCharge: false,
      vies: { result: 'invalid' },
    });
    expect(payment!.amountCents).toBe(4680);
  });

  it('never lets a VIES outage block a sale: the tax is charged', async () => {
    vies.setMode('down');
    const down = await checkout(oss, { ...AUSTRIAN_BUSINESS, vat_number: 'FR40303265045', country: 'FR' });
    expect(down.res.status).toBe(200);
    expect(down.payment!.tax).toMatchObject({
      reverseCharge: false,
      taxCents: 780,
      vies: { result: 'unavailable', requestIdentifier: null },
    });
    vies.setMode('slow');
    const started = Date.now();
    const slow = await checkout(oss, { country: 'BE', vat_number: 'BE0776091951' });
    expect(slow.res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(slow.payment!.tax).toMatchObject({
      country: 'BE',
      reverseCharge: false,
      vies: { result: 'unavailable' },
    });
    vies.setMode('valid');
  });

  it('splits a refund into net and tax on its credit note', async () => {
    const { payment, sessionId } = await checkout(oss, { country: 'FR' });
    await pay(oss, payment!, sessionId!);
    const { issueCreditNote } = await import('../invoices/index.js');
    const note = await oss.database.db.transaction((tx) =>
      issueCreditNote(tx, {
        paymentId: payment!.id,
        refundId: `re_${payment!.id}`,
        amountCents: 2340,
        reason: 'half',
      }),
    );
    expect(note).toMatchObject({
      grossCents: -2340,
      taxCents: -390,
      netCents: -1950,
      taxRateBasisPoints: 2000,
    });
  });
});

describe('the order history (decision 072)', () => {
  const historyOf = async (shop: TestShop, token: string) =>
    (await call(shop.app, 'GET', '/api/v1/history/', { token })).body.results as Record<string, unknown>[];

  it('gives the gross and the tax beside the net price of an order paid with taxes on', async () => {
    const user = await signUp(oss.app);
    const { payment, sessionId } = await checkout(oss, { country: 'FR' }, { token: user.access });
    await pay(oss, payment!, sessionId!);
    const [order] = await historyOf(oss, user.access);
    expect(order).toMatchObject({ paid_with: 'card', price: '39.00', tax: '7.80', gross: '46.80' });
  });

  it('gives a reverse-charged order its price with no tax and the same gross', async () => {
    vies.setMode('valid');
    const user = await signUp(oss.app);
    const { payment, sessionId } = await checkout(
      oss,
      { ...AUSTRIAN_BUSINESS, vat_number: 'ATU13585627' },
      { token: user.access },
    );
    await pay(oss, payment!, sessionId!);
    const [order] = await historyOf(oss, user.access);
    expect(order).toMatchObject({ price: '39.00', tax: '0.00', gross: '39.00' });
  });

  it('gives the price alone with taxes off, and no price for a point', async () => {
    const user = await signUp(off.app);
    const { payment, sessionId } = await checkout(off, { country: 'FR' }, { token: user.access });
    await pay(off, payment!, sessionId!);
    await grantPoints(off.database.db, user.id, 1);
    const generated = await call(off.app, 'POST', '/api/v1/points-subs/generate/', {
      token: user.access,
      body: sampleCode(),
    });
    expect(generated.status).toBe(200);
    const [byPoint, byCard] = await historyOf(off, user.access);
    expect(byPoint).toMatchObject({ paid_with: 'points', price: null, tax: null, gross: null });
    expect(byCard).toMatchObject({ paid_with: 'card', price: '39.00', tax: null, gross: null });
  });
});

describe('the tax decision', () => {
  const settings: TaxSettings = { mode: 'oss', sellerCountry: 'DE', rates: rateTableOf(''), vies: null };
  it('without VIES, reverse-charges on the shape alone; outside the EU charges the table or nothing', async () => {
    const buyer = { companyName: 'X', address: [], country: 'AT', vatNumber: 'ATU13585627' };
    expect(await decideTax(settings, { netCents: 1000, buyer, ipCountry: null })).toMatchObject({
      reverseCharge: true,
      taxCents: 0,
    });
    expect(
      await decideTax(settings, {
        netCents: 1000,
        buyer: { ...buyer, country: 'US', vatNumber: '' },
        ipCountry: 'US',
      }),
    ).toMatchObject({
      country: 'US',
      taxCents: 0,
      evidence: { agree: true },
    });
    expect(await decideTax(settings, { netCents: 1000, buyer: null, ipCountry: null })).toMatchObject({
      country: 'DE',
      taxCents: 190,
      grossCents: 1190,
    });
  });
});
