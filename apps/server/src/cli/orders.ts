/** `npm run orders -- <command>`: list orders, enter a PIN by hand (manual fulfilment), fail an order. */
import { desc, eq, or, sql } from 'drizzle-orm';
import { orders } from '../db/schema.js';
import { createFulfilment } from '../modules/codes/fulfilment.js';
import { createManualPinProvider } from '../providers/pin/manual.js';
import type { Database } from '../db/client.js';
import type { Config } from '../config.js';
import { CliError, runCli } from './context.js';

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

const fulfilmentFor = (database: Database, config: Config) =>
  createFulfilment({
    db: database.db,
    provider: createManualPinProvider(),
    brand: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    onMailQueued: () => {},
  });

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
      const pin = args[1] ?? '';
      if (!/^[A-Za-z0-9-]{4,64}$/.test(pin))
        throw new CliError('the PIN must be 4–64 letters, digits or dashes');
      const done = await fulfilmentFor(database, config).completeOrder(order.id, pin, false);
      if (!done) throw new CliError(`order ${order.number} is ${order.status}, not waiting for a PIN`);
      console.log(`order ${order.number} fulfilled; the PIN e-mail is queued`);
    },
  },
  fail: {
    usage: '<order> <reason>       give up on a paid order and return what paid for it',
    async run({ database, config, args }) {
      const order = await findOrder(database, args[0]);
      const reason = args.slice(1).join(' ').trim();
      if (!reason) throw new CliError('say why the order failed');
      const done = await fulfilmentFor(database, config).failOrder(order.id, reason);
      if (!done) throw new CliError(`order ${order.number} is ${order.status}, not waiting for a PIN`);
      console.log(`order ${order.number} failed; the customer's point or payment is returned`);
    },
  },
});
