import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import type { StaffInvoice } from '@navihub/contract/invoices';
import { auditLog, invoices, payments, users } from '../../db/schema.js';
import { loadConfig } from '../../config.js';
import { createAccountService } from '../account/index.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import {
  call,
  createTestShop,
  SAMPLE_VIN,
  sampleCode,
  signUp,
  uniqueEmail,
  type TestShop,
} from '../../test/harness.js';
import { renderInvoicePdf } from './pdf.js';
import { invoiceSettingsOf } from './settings.js';
import { pdfText } from './pdf-text.js';

let stripe: FakeStripe;
let shop: TestShop;
let staff: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

const SELLER = {
  SELLER_NAME: 'Example Navigation GmbH',
  SELLER_ADDRESS: 'Hauptstr. 1;10115 Berlin',
  SELLER_EMAIL: 'billing@example.com',
  SELLER_VAT_ID: 'DE123456789',
  SELLER_REGISTER: 'Amtsgericht Berlin HRB 12345',
  SELLER_COUNTRY: 'DE',
};

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({
    ...stripe.env,
    ...SELLER,
    PIN_PROVIDER: 'manual',
    PUBLIC_URL: 'https://shop.example',
    DEV_STANDINS: 'on',
  });
  const accounts = createAccountService({ db: shop.database.db });
  staff = await signUp(shop.app);
  await accounts.setRole(staff.id, 'staff');
  admin = await signUp(shop.app);
  await accounts.setRole(admin.id, 'admin');
});
afterAll(async () => {
  await shop.close();
  await stripe.close();
});

const db = () => shop.database.db;
const year = new Date().getUTCFullYear();
const today = new Date().toISOString().slice(0, 10);

/** Buys a PIN by card (a guest gives an e-mail; a user is signed in), pays, and lets the jobs run. */
async function paidPin(opts: { email?: string; token?: string } = {}) {
  const email = opts.email ?? uniqueEmail('invoice');
  const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
    ...(opts.token ? { token: opts.token } : {}),
    body: { ...sampleCode(), amount: '39.00', email, currency: 'USD', type: null, fk_subscription: null },
  });
  expect(res.status).toBe(200);
  const sessionId = (res.body.payment_url as string).split('/').pop()!;
  const payment = (await db().query.payments.findFirst({
    where: eq(payments.providerSessionId, sessionId),
  }))!;
  stripe.pay(sessionId);
  const checkUrl = `/api/v1/payment/check/${payment.id}/${sessionId}/`;
  await call(shop.app, 'POST', checkUrl, opts.token ? { token: opts.token } : {});
  await shop.app.jobWorker.drain();
  await shop.app.mailWorker.drain();
  const check = await call(shop.app, 'POST', checkUrl, opts.token ? { token: opts.token } : {});
  const invoice = (await db().query.invoices.findFirst({ where: eq(invoices.paymentId, payment.id) }))!;
  return { email, payment, check, invoice, orderId: payment.orderId! };
}

const get = (url: string, token?: string) =>
  shop.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the invoice of a card payment', () => {
  it('is numbered, attached to the receipt as a PDF, and linked from the order check', async () => {
    const { email, check, invoice } = await paidPin();
    expect(invoice.number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    const receipt = shop.mail.sent.find((m) => m.to === email && m.subject.includes('receipt'))!;
    expect(receipt.text).toContain(`Invoice ${invoice.number} (attached)`);
    expect(receipt.attachments).toEqual([
      expect.objectContaining({ filename: `invoice-${invoice.number}.pdf`, contentType: 'application/pdf' }),
    ]);
    expect(Buffer.from(receipt.attachments![0]!.contentBase64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    expect(check.body.invoice_url).toBe(`/api/v1/invoices/${invoice.number}/pdf?key=${invoice.accessKey}`);
  });

  it('says what art. 226 of the VAT directive asks for', async () => {
    const { invoice, email, payment } = await paidPin();
    const text = pdfText(await renderInvoicePdf(invoice, undefined, { compress: false }));
    // The line written from what was sold is the checkout's description, byte for byte, in English.
    expect(invoice.lines[0]!.item).toMatchObject({ kind: 'pin', headUnit: 'NTG 5.5', vin: SAMPLE_VIN });
    expect(payment.description).toBe(`Navigation PIN NTG 5.5 Europe V12.0 for ${SAMPLE_VIN}`);
    for (const field of [
      payment.description,
      'Invoice',
      `Invoice number: ${invoice.number}`,
      `Issue date: ${today}`,
      `Date of supply: ${today}`,
      'Example Navigation GmbH',
      'Hauptstr. 1',
      '10115 Berlin',
      'VAT ID: DE123456789',
      'Amtsgericht Berlin HRB 12345',
      email,
      'Head unit: NTG 5.5',
      'Map region: Europe',
      `VIN: ${SAMPLE_VIN}`,
      'Net amount',
      '39.00 USD',
      'VAT 0 %',
      '0.00 USD',
      'No VAT is charged.',
      'Paid by card (Stripe). Currency: USD.',
    ]) {
      expect(text.replace(/\n/g, ' ').replace(/\s+/g, ' '), field).toContain(field);
    }
  });

  it("is in the language of the buyer's account, as its receipt is (decision 071)", async () => {
    const owner = await signUp(shop.app);
    await db().update(users).set({ language: 'de' }).where(eq(users.id, owner.id));
    const { invoice } = await paidPin({ token: owner.access, email: owner.email });
    const receipt = shop.mail.sent.find((m) => m.to === owner.email && m.attachments?.length)!;
    const text = pdfText(Buffer.from(receipt.attachments![0]!.contentBase64, 'base64')).replace(/\s+/g, ' ');
    expect(text).toContain(`Rechnungsnummer: ${invoice.number}`);
    expect(text).toContain('Bezahlt per Karte (Stripe). Währung: USD.');
    expect(text).toContain(`Navigations-PIN NTG 5.5 Europe V12.0 für ${SAMPLE_VIN}`);
    expect(text).not.toContain('Invoice number');
  });

  it('is downloaded by the guest holding the link, and by nobody else', async () => {
    const { check, invoice } = await paidPin();
    const url = check.body.invoice_url as string;
    const pdf = await get(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await signUp(shop.app);
    for (const other of [
      `/api/v1/invoices/${invoice.number}/pdf`,
      `/api/v1/invoices/${invoice.number}/pdf?key=${'x'.repeat(invoice.accessKey.length)}`,
      `/api/v1/invoices/${year}-999999/pdf?key=${invoice.accessKey}`,
    ]) {
      expect((await get(other)).statusCode, other).toBe(404);
      expect((await get(other, stranger.access)).statusCode, other).toBe(404);
    }
  });

  it("of a customer's order is theirs alone, and in their history", async () => {
    const owner = await signUp(shop.app);
    const { invoice } = await paidPin({ token: owner.access, email: owner.email });
    const url = `/api/v1/invoices/${invoice.number}/pdf?key=${invoice.accessKey}`;
    expect((await get(url, owner.access)).statusCode).toBe(200);
    expect((await get(url, (await signUp(shop.app)).access)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
    const history = await call(shop.app, 'GET', '/api/v1/history/', { token: owner.access });
    expect(history.body.results[0]).toMatchObject({ invoice_url: url, credit_notes: [] });
  });
});

describe('a refund', () => {
  it('issues a credit note naming the invoice, mails it and shows it beside the order', async () => {
    const owner = await signUp(shop.app);
    const { invoice, orderId } = await paidPin({ token: owner.access, email: owner.email });
    const fulfilled = await call(shop.app, 'POST', pathOf(backofficeApi.fulfilOrder, { id: orderId }), {
      token: staff.access,
      body: { pin: 'CARD-4242' },
    });
    expect(fulfilled.status).toBe(200);
    const res = await call(shop.app, 'POST', pathOf(backofficeApi.refundOrder, { id: orderId }), {
      token: staff.access,
      body: { reason: 'The customer gave a wrong VIN.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    const note = (await db().query.invoices.findFirst({ where: eq(invoices.correctsId, invoice.id) }))!;
    expect(note).toMatchObject({ kind: 'credit_note', grossCents: -3900, netCents: -3900, taxCents: 0 });
    expect(note.number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    const text = pdfText(await renderInvoicePdf(note, invoice, { compress: false })).replace(/\s+/g, ' ');
    expect(text).toContain(`Corrects invoice: ${invoice.number} of ${today}`);
    expect(text).toContain('-39.00 USD');
    const mail = shop.mail.sent.find((m) => m.to === owner.email && m.subject.includes(note.number))!;
    expect(mail.attachments?.[0]?.filename).toBe(`credit-note-${note.number}.pdf`);
    const history = await call(shop.app, 'GET', '/api/v1/history/', { token: owner.access });
    expect(history.body.results[0]!.credit_notes).toEqual([
      { number: note.number, url: `/api/v1/invoices/${note.number}/pdf?key=${note.accessKey}` },
    ]);
    // Staff see both beside the order, and send the credit note again.
    const listed = await call(shop.app, 'GET', `/api/v1/backoffice/orders/${orderId}/invoices`, {
      token: staff.access,
    });
    expect(
      (listed.body.results as StaffInvoice[]).map((r) => [r.kind, r.number, r.corrects, r.gross]),
    ).toEqual([
      ['invoice', invoice.number, null, '39.00'],
      ['credit_note', note.number, invoice.number, '-39.00'],
    ]);
    const resent = await call(shop.app, 'POST', `/api/v1/backoffice/invoices/${note.id}/resend`, {
      token: staff.access,
    });
    expect(resent.status).toBe(202);
    await shop.app.mailWorker.drain();
    expect(shop.mail.sent.filter((m) => m.subject.includes(note.number))).toHaveLength(2);
    // The re-send is the staff member's act: in the audit log, with the address it went to.
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.subjectId, note.number));
    expect(entry).toMatchObject({
      action: 'invoice.resent',
      subjectType: 'invoice',
      actorEmail: staff.email,
      after: { to: owner.email, kind: 'credit_note' },
    });
  });
});

describe("the customer's own data", () => {
  it('lists their invoice numbers, and a deleted account leaves the invoice and its order', async () => {
    const owner = await signUp(shop.app);
    const { invoice, orderId } = await paidPin({ token: owner.access, email: owner.email });
    const exported = await call(shop.app, 'GET', '/api/v1/account/export/', { token: owner.access });
    expect(exported.status).toBe(200);
    expect(exported.body.invoices).toEqual([{ number: invoice.number, issued_at: expect.any(String) }]);

    const deleted = await call(shop.app, 'DELETE', '/api/v1/account/', {
      token: owner.access,
      body: { password: owner.password },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    // The invoice stays, with its buyer, and staff still find it beside the order it names.
    const kept = (await db().query.invoices.findFirst({ where: eq(invoices.id, invoice.id) }))!;
    expect(kept).toMatchObject({ number: invoice.number, userId: null, email: owner.email });
    const listed = await call(shop.app, 'GET', `/api/v1/backoffice/orders/${orderId}/invoices`, {
      token: staff.access,
    });
    expect((listed.body.results as StaffInvoice[]).map((r) => r.number)).toEqual([invoice.number]);
    expect(
      (await call(shop.app, 'GET', pathOf(backofficeApi.getOrder, { id: orderId }), { token: staff.access }))
        .status,
    ).toBe(200);
  });
});

describe("an admin's export", () => {
  it("gives a period's invoices as CSV and as a zip of PDFs; staff may not", async () => {
    const { invoice } = await paidPin();
    const url = `/api/v1/backoffice/invoices/export?from=${today}&to=${today}`;
    const csv = await get(url, admin.access);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'number,type,issue_date,supply_date,corrects,buyer_email,buyer_company,buyer_address,buyer_country,buyer_vat_id,description,net,tax_rate_percent,tax,gross,currency,paid_with,payment_id,order_id,reverse_charge',
    );
    expect(lines.find((l) => l.startsWith(`${invoice.number},invoice,${today},${today},,`))).toContain(
      ',39.00,0,0.00,39.00,USD,card,',
    );
    const zip = await get(`${url}&format=zip`, admin.access);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.includes(Buffer.from(`invoice-${invoice.number}.pdf`))).toBe(true);
    expect((await get(url, staff.access)).statusCode).toBe(403);
    const backwards = await call(
      shop.app,
      'GET',
      `/api/v1/backoffice/invoices/export?from=${today}&to=2000-01-01`,
      {
        token: admin.access,
      },
    );
    expect(backwards.status).toBe(400);
  });
});

describe('the seller settings', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    SMTP_URL: 'smtp://m:25',
    PUBLIC_URL: 'https://s.example',
    PIN_PROVIDER: 'manual',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };
  it('are refused in production while the seller is the placeholder', () => {
    expect(() => loadConfig(production)).toThrow(/SELLER_NAME is not set[\s\S]*SELLER_ADDRESS is not set/);
    expect(invoiceSettingsOf(loadConfig({ ...production, ...SELLER })).seller.address).toEqual([
      'Hauptstr. 1',
      '10115 Berlin',
    ]);
  });
});
