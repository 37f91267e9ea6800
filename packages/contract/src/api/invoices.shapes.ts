/** The shapes of the invoices area's endpoints (invoices.ts), keyed by endpoint id. */
import { z } from 'zod';
import { staffInvoicesResponse } from '../invoices.js';
import type { Shape } from './endpoint.js';

const number = z
  .string()
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/)
  .meta({ description: 'The invoice or credit note number (2026-000123, CN-2026-000007).' });
const id = z.coerce.number().int().positive();
const day = z.iso.date().meta({ description: 'A day, YYYY-MM-DD (UTC).' });
const notFound = { 404: 'No such invoice, or it is not yours.' };

export const invoicesShapes = {
  downloadInvoice: {
    params: z.object({ number }),
    query: z.object({ key: z.string().max(64).optional() }),
    response: {},
    errors: notFound,
  },
  staffOrderInvoices: {
    params: z.object({ id: z.string().min(1).max(64) }),
    response: { 200: staffInvoicesResponse },
  },
  staffInvoicePdf: { params: z.object({ id }), response: {}, errors: { 404: 'No such invoice.' } },
  staffResendInvoice: {
    params: z.object({ id }),
    response: { 202: z.object({ queued: z.literal(true) }) },
    errors: { 404: 'No such invoice.', 409: 'The invoice has no e-mail address to send it to.' },
  },
  exportInvoices: {
    query: z.object({ from: day, to: day, format: z.enum(['csv', 'zip']).default('csv') }),
    response: {},
    errors: { 400: '`from` after `to`, or a period longer than 366 days.' },
  },
} satisfies Record<string, Shape>;
