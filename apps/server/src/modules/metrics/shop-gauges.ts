/**
 * The shop's own gauges, read from the database when Prometheus scrapes (never counted along the
 * way, so every process reports the same truth). Each query lives in the module that owns its table.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.js';
import { awaitingPinSummary } from '../orders/index.js';
import { countJobs } from '../jobs/index.js';
import { countMail } from '../mail/index.js';
import { countPendingPayments } from '../payments/index.js';

/**
 * A gauge whose value is read at scrape time. A failed read leaves the gauge without a value for
 * this scrape (and says so in the log) instead of failing the whole scrape.
 */
function scrapedGauge<L extends string>(
  registry: Registry,
  log: FastifyBaseLogger,
  spec: { name: string; help: string; labelNames?: readonly L[] },
  read: (gauge: Gauge<L>) => Promise<void>,
): void {
  new Gauge<L>({
    ...spec,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        await read(this);
      } catch (err) {
        this.reset();
        log.warn({ err, metric: spec.name }, 'metric could not be read');
      }
    },
  });
}

export function registerShopGauges(registry: Registry, db: Db, log: FastifyBaseLogger): void {
  // One query answers both order gauges; a scrape reads them one after the other.
  let awaiting: ReturnType<typeof awaitingPinSummary> | undefined;
  const readAwaiting = () => (awaiting ??= awaitingPinSummary(db).finally(() => (awaiting = undefined)));

  scrapedGauge(
    registry,
    log,
    {
      name: 'navihub_orders_awaiting_pin',
      help: 'Paid PIN orders without a PIN yet (staff status awaiting_pin).',
    },
    async (gauge) => gauge.set((await readAwaiting()).count),
  );
  scrapedGauge(
    registry,
    log,
    {
      name: 'navihub_oldest_awaiting_pin_seconds',
      help: 'Seconds the longest-waiting paid order has waited for its PIN (0 when none waits).',
    },
    async (gauge) => gauge.set((await readAwaiting()).longestWaitSeconds),
  );
  scrapedGauge(
    registry,
    log,
    {
      name: 'navihub_jobs',
      help: 'Background jobs by kind and state (queued, running, failed: given up).',
      labelNames: ['kind', 'state'],
    },
    async (gauge) => {
      for (const row of await countJobs(db)) gauge.set({ kind: row.kind, state: row.state }, row.count);
    },
  );
  scrapedGauge(
    registry,
    log,
    {
      name: 'navihub_mail_outbox',
      help: 'E-mails in the outbox by status (pending, sending, failed: given up).',
      labelNames: ['status'],
    },
    async (gauge) => {
      for (const [status, count] of Object.entries(await countMail(db))) gauge.set({ status }, count);
    },
  );
  scrapedGauge(
    registry,
    log,
    { name: 'navihub_payments_pending', help: 'Card payments started and not yet paid, failed or expired.' },
    async (gauge) => gauge.set(await countPendingPayments(db)),
  );
}
