/** The dev mailbox: with no SMTP server configured, sent mail is readable here (never in production). */
import type { FastifyPluginAsync } from 'fastify';
import { devApi } from '@navihub/contract/api/dev';
import { route } from '../../lib/endpoint-route.js';
import { escapeHtml } from './templates.js';

import type { listMail } from './outbox.js';

export const mailboxRoutes: FastifyPluginAsync<{ recent: () => ReturnType<typeof listMail> }> = async (
  app,
  { recent },
) => {
  route(app, devApi.mailboxJson, {
    handler: async () =>
      (await recent()).map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        status: m.status,
        created_at: m.createdAt.toISOString(),
      })),
  });

  route(app, devApi.mailboxPage, {
    handler: async (_request, reply) => {
      const rows = (await recent())
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.toAddress)} · ${m.createdAt.toISOString()} · ${m.status}</p><pre>${escapeHtml(m.textBody)}</pre></article>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head><body><h1>Dev mailbox</h1><p>Mail kept here because no SMTP_URL is set.</p>${rows || '<p>No mail yet.</p>'}</body></html>`,
        );
    },
  });
};
