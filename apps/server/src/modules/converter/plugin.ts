/** The online converter: coding files in, one zip of per-module .aed files out. */
import fp from 'fastify-plugin';
import { converterRoutes } from './routes.js';

export const converterPlugin = fp(
  async (app) => {
    const { config } = app;
    await app.register(converterRoutes, {
      maxFileBytes: config.CONVERT_MAX_FILE_BYTES,
      maxFiles: config.CONVERT_MAX_FILES,
      maxModules: config.CONVERT_MAX_MODULES,
      perMinute: config.CONVERT_PER_MINUTE,
      maxRequestBytes: config.CONVERT_MAX_REQUEST_BYTES,
      bytesPerMinute: config.CONVERT_BYTES_PER_MINUTE,
      concurrency: config.CONVERT_CONCURRENCY,
      readTimeoutMs: config.CONVERT_READ_TIMEOUT_MS,
    });
  },
  { name: 'converter', decorators: { fastify: ['config'] } },
);
