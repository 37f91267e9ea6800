/**
 * The language of an order's e-mails (issue 32, decision 068): the page's language at checkout or
 * generate, which the web sends with the consent and the consent row keeps; for an order without
 * one (an API client's), its account's language; else English.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { consentLanguagesOfOrders } from '../consents/index.js';
import { mailLanguageOf, type MailLanguage } from '../mail/index.js';
import type { Order } from './order.js';

export async function languagesOfOrders(
  q: DbOrTx,
  list: Pick<Order, 'id' | 'userId'>[],
): Promise<Map<string, MailLanguage>> {
  const placedIn = await consentLanguagesOfOrders(
    q,
    list.map((o) => o.id),
  );
  const accountIds = [
    ...new Set(list.filter((o) => !placedIn.has(o.id) && o.userId !== null).map((o) => o.userId!)),
  ];
  const accounts = accountIds.length
    ? await q
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(inArray(users.id, accountIds))
    : [];
  const accountLanguage = new Map(accounts.map((a) => [a.id, a.language]));
  return new Map(
    list.map((o) => [
      o.id,
      mailLanguageOf(placedIn.get(o.id), o.userId === null ? undefined : accountLanguage.get(o.userId)),
    ]),
  );
}

export async function languageOfOrder(q: DbOrTx, order: Pick<Order, 'id' | 'userId'>): Promise<MailLanguage> {
  return (await languagesOfOrders(q, [order])).get(order.id)!;
}
