/**
 * Every customer e-mail in the customer's language (issue 32, decision 068): an order's in the
 * language it was placed in, an account's in the account's, with Content-Language on each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { givenConsent } from '@navihub/contract/consent';
import { helpPathOf } from '@navihub/contract/help-anchors';
import { unknownLanguageMessage } from '@navihub/contract/language-field';
import { isLocale } from '@navihub/contract/locales';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { payments, users } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import type { FakeStripe } from '../../test/fake-stripe.js';
import {
  call,
  errorAnswer,
  grantPoints,
  PASSWORD,
  SAMPLE_VIN,
  sampleCode,
  signUp,
  uniqueEmail,
  type TestShop,
} from '../../test/harness.js';
import { createShopWithStripe, startCardOrder } from '../../test/shops.js';

let stripe: FakeStripe;
let shop: TestShop;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ shop, stripe, close } = await createShopWithStripe());
});
afterAll(() => close());

const db = () => shop.database.db;
const COMAND = sampleCode().comand;
/** The help page's address in a language whose pages are enabled, else the English one. */
const helpUrl = (code: string) =>
  `${shop.config.publicUrl}${helpPathOf(COMAND, isLocale(code) ? code : 'en')}`;

/** Buys a PIN by card from a page in `language`; resolves with the mails the buyer got. */
async function buyByCard(language: string) {
  const email = uniqueEmail(`card-${language}`);
  const res = await startCardOrder(shop, email, { consent: givenConsent(language) });
  expect(res.status).toBe(200);
  const sessionId = (res.body.payment_url as string).split('/').pop()!;
  const payment = (await db().query.payments.findFirst({
    where: eq(payments.providerSessionId, sessionId),
  }))!;
  stripe.pay(sessionId);
  await call(shop.app, 'POST', `/api/v1/payment/check/${payment.id}/${sessionId}/`);
  await shop.app.jobWorker.drain();
  await shop.app.mailWorker.drain();
  const mails = shop.mail.sent.filter((m) => m.to === email);
  return {
    email,
    orderId: payment.orderId!,
    pin: mails.find((m) => m.attachments === undefined)!,
    receipt: mails.find((m) => m.attachments !== undefined)!,
    count: mails.length,
  };
}

const mailsTo = (email: string) => shop.mail.sent.filter((m) => m.to === email);

describe('an order placed in German', () => {
  it('has its PIN mail and receipt in German, Content-Language de, linking the German help steps', async () => {
    const { pin, receipt, count } = await buyByCard('de');
    expect(count).toBe(2);

    expect(pin.language).toBe('de');
    expect(pin.subject).toBe(`${shop.config.BRAND_NAME}: Ihre Navigations-PIN für ${SAMPLE_VIN}`);
    expect(pin.text).toContain('Hier ist die PIN zu Ihrer Bestellung NH-');
    expect(pin.text).toContain(`  Navigationssystem: ${COMAND}`);
    expect(pin.text).toContain(`${helpUrl('de')}\n`);
    expect(helpUrl('de')).toMatch(/\/de\/help#ntg-5-5$/);
    expect(pin.html).toContain(`<a href="${helpUrl('de')}">So geben Sie die PIN in Ihr ${COMAND} ein`);
    expect(pin.html).toMatch(/^<div lang="de" dir="ltr">/);
    // The consent is quoted in the wording the buyer ticked.
    expect(pin.text).toContain(
      'Mir ist bekannt, dass ich mit der Lieferung der PIN mein Widerrufsrecht verliere.',
    );

    expect(receipt.language).toBe('de');
    expect(receipt.text).toContain('Vielen Dank für Ihren Einkauf.');
    expect(receipt.text).toContain('Bezahlter Betrag: 39,00\u00a0$');
    expect(receipt.text).toMatch(/Rechnung \S+ \(im Anhang\)/);
    // What was bought, in German (decision 076).
    expect(receipt.text).toContain(`  Artikel: Navigations-PIN ${COMAND} Europe V12.0 für ${SAMPLE_VIN}`);
    expect(receipt.subject).toContain(`Navigations-PIN ${COMAND} Europe V12.0 für ${SAMPLE_VIN}`);
  });

  it('has its refund mail and credit note in German too', async () => {
    const { email, orderId } = await buyByCard('de');
    const staff = await signUp(shop.app);
    await createAccountService({ db: db() }).setRole(staff.id, 'staff');
    const res = await call(shop.app, 'POST', pathOf(backofficeApi.refundOrder, { id: orderId }), {
      token: staff.access,
      body: { reason: 'Falsche FIN angegeben.' },
    });
    expect(res.status).toBe(200);
    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    const refunded = mailsTo(email).find((m) => m.subject.includes('erstattet'))!;
    expect(refunded.language).toBe('de');
    expect(refunded.text).toContain('Ihre Kartenzahlung über 39,00\u00a0$ wurde erstattet.');
    expect(refunded.text).toContain('Die PIN, die wir Ihnen geschickt haben, dürfen Sie behalten.');
    const creditNote = mailsTo(email).find((m) => m.subject.includes('Rechnungskorrektur'))!;
    expect(creditNote.language).toBe('de');
    expect(creditNote.text).toMatch(/Wir haben Ihnen 39,00\u00a0\$ aus Rechnung \S+ erstattet\./);
  });
});

describe('an order placed in Arabic', () => {
  it('has its PIN mail and receipt in Arabic, right to left, Content-Language ar', async () => {
    const { pin, receipt } = await buyByCard('ar');

    expect(pin.language).toBe('ar');
    expect(pin.text).toContain('إليكم رمز PIN للطلب NH-');
    expect(pin.text).toContain(helpUrl('ar'));
    expect(pin.html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(pin.html).toContain(`<a href="${helpUrl('ar')}">`);

    expect(receipt.language).toBe('ar');
    expect(receipt.text).toContain('شكرًا لشرائكم.');
    expect(receipt.text).toContain(`رمز PIN للملاحة ${COMAND} Europe V12.0 الخاص بـ ${SAMPLE_VIN}`);
    expect(receipt.html).toMatch(/^<div lang="ar" dir="rtl">/);
    // The tables' labels stand on the right, where an Arabic line starts.
    for (const mail of [pin, receipt]) {
      expect(mail.html).toContain('<th align="right">');
      expect(mail.html).not.toContain('align="left"');
    }
  });
});

describe('an order placed in English', () => {
  it('keeps the English mail as it was, and links the English help steps', async () => {
    const { pin, receipt } = await buyByCard('en');
    expect(pin.language).toBe('en');
    expect(pin.text).toContain('Here is the PIN of order NH-');
    expect(pin.text).toContain(`${shop.config.publicUrl}/help#ntg-5-5`);
    expect(pin.html).toMatch(/^<p>Hello,<\/p>/);
    expect(receipt.text).toContain('  Amount paid: 39.00 USD');
    expect(receipt.text).toContain(`  Item: Navigation PIN ${COMAND} Europe V12.0 for ${SAMPLE_VIN}`);
  });
});

describe('an order placed in French', () => {
  it('has its receipt with a no-break space before each colon', async () => {
    const { receipt } = await buyByCard('fr');
    expect(receipt.language).toBe('fr');
    expect(receipt.text).toContain(
      `  Article\u00a0: Code PIN de navigation ${COMAND} Europe V12.0 pour ${SAMPLE_VIN}`,
    );
    expect(receipt.text).toContain('  Montant payé\u00a0: 39,00\u00a0$US');
    expect(receipt.text).not.toMatch(/ [:;?!]/);
  });
});

describe("an API client's order without the consent field", () => {
  it("is mailed in its account's language", async () => {
    const user = await signUp(shop.app);
    await db().update(users).set({ language: 'tr' }).where(eq(users.id, user.id));
    await grantPoints(db(), user.id, 1);
    const res = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
      token: user.access,
      body: sampleCode(),
    });
    expect(res.status).toBe(200);
    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    const pin = mailsTo(user.email).find((m) => m.subject.includes(SAMPLE_VIN))!;
    expect(pin.language).toBe('tr');
    expect(pin.text).toContain('numaralı siparişinizin PIN kodu:');
  });
});

describe("the account's language", () => {
  it('is the page language at sign-up: the confirmation mail is in it, linking the page in it', async () => {
    const email = uniqueEmail('register-de');
    const reg = await call(shop.app, 'POST', '/auth/registration/', {
      body: { email, password1: PASSWORD, password2: PASSWORD, language: 'de' },
    });
    expect(reg.status).toBe(201);
    await shop.app.mailWorker.drain();
    const [confirmation] = mailsTo(email);
    expect(confirmation!.language).toBe('de');
    expect(confirmation!.subject).toBe(`${shop.config.BRAND_NAME}: Bestätigen Sie Ihre E-Mail-Adresse`);
    expect(confirmation!.text).toContain(`${shop.config.publicUrl}/de/confirm-email/`);
  });

  it("is set by the header's language selector, read back, and the account's mails follow it", async () => {
    const user = await signUp(shop.app);
    const read = await call(shop.app, 'GET', '/api/v1/account/language', { token: user.access });
    expect(read.body).toEqual({ language: 'en' });

    const set = await call(shop.app, 'PUT', '/api/v1/account/language', {
      token: user.access,
      body: { language: 'fr' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ language: 'fr' });
    const [row] = await db().select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('fr');

    await call(shop.app, 'POST', '/password/reset/', { body: { email: user.email } });
    await shop.app.mailWorker.drain();
    const reset = mailsTo(user.email).find((m) => m.subject.includes('mot de passe'))!;
    expect(reset.language).toBe('fr');
    expect(reset.text).toContain('Ouvrez ce lien pour en choisir un nouveau\u00a0:');
  });

  it('refuses an unknown language with a field message and keeps the one set', async () => {
    const user = await signUp(shop.app);
    for (const language of ['xx', 'de-DE', 'DE', '', 7]) {
      const res = await call(shop.app, 'PUT', '/api/v1/account/language', {
        token: user.access,
        body: { language },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorAnswer('invalid', { language: [unknownLanguageMessage] }));
    }
    const [row] = await db().select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('en');
  });

  it('is set for the signed-in user only', async () => {
    const res = await call(shop.app, 'PUT', '/api/v1/account/language', { body: { language: 'de' } });
    expect(res.status).toBe(401);
  });

  it('refuses an unknown language at sign-up and creates no account', async () => {
    const email = uniqueEmail('register-xx');
    const reg = await call(shop.app, 'POST', '/auth/registration/', {
      body: { email, password1: PASSWORD, password2: PASSWORD, language: 'klingon' },
    });
    expect(reg.status).toBe(400);
    expect(reg.body).toEqual(errorAnswer('invalid', { language: [unknownLanguageMessage] }));
    expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined();
  });
});

describe('a withdrawal sent from a page in Polish', () => {
  it('has its receipt e-mail in Polish', async () => {
    const email = uniqueEmail('withdraw-pl');
    const res = await call(shop.app, 'POST', '/api/v1/withdrawals/', {
      body: { name: 'Jan Kowalski', email, reference: 'NH-7K3Q-92', contract: 'pin', language: 'pl' },
    });
    expect(res.status).toBe(201);
    await shop.app.mailWorker.drain();
    const [receipt] = mailsTo(email);
    expect(receipt!.language).toBe('pl');
    expect(receipt!.text).toContain('Umowa: kod PIN nawigacji');
  });
});
