// The baseline for the catalogue benchmark: a bare Fastify route answering a fixed JSON body.
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{"ok":true}';
const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.('ready');
