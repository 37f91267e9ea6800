/**
 * `npm run orders -- <command>`: list orders, enter a PIN by hand (manual fulfilment), fail an
 * order, refund one. Its writes are the back-office's, audited with the actor cliActor() (id 0,
 * `cli:<system user>`): the operator at the shell has no account.
 */
import { desc, eq, or, sql } from 'drizzle-orm';
import { orders } from '../db/schema.js';
import { staffLimitsOf } from '../modules/backoffice/index.js';
import { createOrderActions, createOrderEvents } from '../modules/orders/index.js';
import { webhookOrderListener } from '../modules/webhooks/index.js';
import { createPaymentKinds, createRefundPayment } from '../modules/payments/index.js';
import { checkoutFromConfig, paypalFromConfig } from '../providers/payment/from-config.js';
import { DomainError } from '../lib/domain-errors.js';
import type { Database } from '../db/client.js';
import type { Config } from '../config.js';
import { cliActor, CliError, runCli } from './context.js';

const STATUSES = ['pending', 'paid', 'fulfilled', 'failed'] as const;

async function findOrder(database: Database, ref: string | undefined) {
  if (!ref) throw new CliError('name the order (its id, or its number)');
  const number = /^#?\d+$/.test(ref) ? Number(ref.replace('#', '')) : undefined;
  const order = await database.db.query.orders.findFirst({
    where: number !== undefined ? eq(orders.number, number) : or(eq(orders.id, ref)),
  });
  if (!order) throw new CliError(`no order ${ref}`);
  return order;
}

function withWebhooks() {
  const events = createOrderEvents();
  events.listen(webhookOrderListener());
  return events;
}

/** Staff's use cases of an order (modules/orders), built as the orders plugin builds them. */
const staffOrdersFor = (database: Database, config: Config) =>
  createOrderActions({
    db: database.db,
    brand: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl: config.publicUrl,
    onMailQueued: () => {},
    // What happens to an order is told to the customer's webhooks, as in the shop (decision 060).
    events: withWebhooks(),
    // Payments' one refund path, through the provider that took each payment (card or PayPal).
    payments: createRefundPayment({
      db: database.db,
      checkout: checkoutFromConfig(config, database.db).checkout,
      paypal: paypalFromConfig(config, database.db).paypal,
      // An order's refund is recorded by the order itself: no sale is asked.
      kinds: createPaymentKinds(),
    }),
    pinPattern: config.PIN_PATTERN,
    // The operator is not capped (its actor has no role); the limits are the shop's all the same.
    limits: staffLimitsOf(config),
  });

/** A refusal of the service, said as the CLI says its own. */
async function orRefused<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof DomainError) throw new CliError(err.message);
    throw err;
  }
}

await runCli('orders', {
  list: {
    usage: '[--status paid]   newest orders first; paid = waiting for a PIN',
    options: { status: { type: 'string' }, limit: { type: 'string', default: '50' } },
    async run({ database, values }) {
      const status = values.status as string | undefined;
      if (status && !STATUSES.includes(status as (typeof STATUSES)[number])) {
        throw new CliError(`status must be one of ${STATUSES.join(', ')}`);
      }
      const rows = await database.db
        .select()
        .from(orders)
        .where(status ? sql`${orders.status} = ${status}` : undefined)
        .orderBy(desc(orders.number))
        .limit(Number(values.limit) || 50);
      console.log('number\tid\tstatus\tpayment\tcreated\tcomand\tregion\tversion\tvin\tpin');
      for (const o of rows) {
        console.log(
          [
            o.number,
            o.id,
            o.status,
            o.payment,
            o.createdAt.toISOString(),
            o.comand,
            o.mapRegion,
            o.version,
            o.vin,
            o.pin ?? '',
          ].join('\t'),
        );
      }
    },
  },
  fulfil: {
    usage: '<order> <pin>        record the PIN of a paid order and e-mail it to the customer',
    async run({ database, config, args }) {
      const order = await findOrder(database, args[0]);
      await orRefused(staffOrdersFor(database, config).fulfil(cliActor(), order.id, args[1] ?? ''));
      console.log(`order ${order.number} fulfilled; the PIN e-mail is queued`);
    },
  },
  fail: {
    usage: '<order> <reason>       give up on a paid order and return what paid for it',
    async run({ database, config, args }) {
      const order = await findOrder(database, args[0]);
      const reason = args.slice(1).join(' ').trim();
      if (!reason) throw new CliError('say why the order failed');
      await orRefused(staffOrdersFor(database, config).fail(cliActor(), order.id, reason));
      console.log(`order ${order.number} failed; the customer's point or payment is returned`);
    },
  },
  refund: {
    usage: '<order> <reason>     give back what paid for a fulfilled order; the customer keeps the PIN',
    async run({ database, config, args }) {
      const order = await findOrder(database, args[0]);
      const reason = args.slice(1).join(' ').trim();
      if (!reason) throw new CliError('say why the order is refunded');
      await orRefused(staffOrdersFor(database, config).refund(cliActor(), order.id, reason));
      console.log(`order ${order.number} refunded; the customer is e-mailed`);
    },
  },
});
