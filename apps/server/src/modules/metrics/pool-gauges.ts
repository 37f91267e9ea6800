/** The PostgreSQL connection pool's counts, read at scrape time (PGlite has no pool: no gauges). */
import { Gauge, type Registry } from 'prom-client';
import type { PoolCounts } from '../../db/client.js';

export function registerPoolGauges(registry: Registry, pool: PoolCounts): void {
  const gauges: Array<[string, string, () => number]> = [
    ['navihub_database_pool_connections', 'Connections the pool holds, busy or idle.', () => pool.totalCount],
    ['navihub_database_pool_idle_connections', 'Connections the pool holds unused.', () => pool.idleCount],
    [
      'navihub_database_pool_waiting_clients',
      'Queries waiting for a connection because every one is busy.',
      () => pool.waitingCount,
    ],
  ];
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}
