/**
 * A shop process for graceful-close.test.ts: the real app and the real closeGracefully, plus two
 * routes whose work fails where no handler awaits it (a rejection nobody catches, an exception in
 * a timer). Prints Fastify's "Server listening at …" line.
 */
import { buildApp } from '../app.js';
import { closeGracefully } from '../graceful-close.js';
import { createTestDatabase, recordingTransport, testConfig } from './harness.js';

const database = await createTestDatabase();
const app = await buildApp({
  config: testConfig({ LOG_LEVEL: 'info' }),
  database,
  mailTransport: recordingTransport(),
});
app.get('/test/stray-rejection', async () => {
  void Promise.reject(new Error('a rejection nobody awaited'));
  return { started: true };
});
app.get('/test/stray-exception', async () => {
  setTimeout(() => {
    throw new Error('an exception in a timer');
  }, 1);
  return { started: true };
});
closeGracefully(app, {
  drainMs: 0,
  afterClose: async () => {
    await database.close();
    // The test reads that the shop closed in order, the app before its database.
    console.log(JSON.stringify({ msg: 'database closed' }));
  },
});
await app.listen({ host: '127.0.0.1', port: 0 });
