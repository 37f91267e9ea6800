/** Invoices and credit notes (issue 33): their PDFs for customers, and the back-office's list, re-send and export. */
import { endpointsOf } from './endpoint.js';
import type { invoicesShapes } from './invoices.shapes.js';

const endpoint = endpointsOf<typeof invoicesShapes>();

export const invoicesApi = {
  downloadInvoice: endpoint({
    id: 'downloadInvoice',
    method: 'GET',
    path: '/api/v1/invoices/:number/pdf',
    auth: 'optional',
    private: true,
    tag: 'payments',
    summary:
      "An invoice's or credit note's PDF: its owner's (signed in), or a guest's holding the order's link",
    description:
      "A signed-in customer downloads their own; a guest order's PDF needs the `key` its `invoice_url` carries. Anyone else gets 404.",
  }),
  staffOrderInvoices: endpoint({
    id: 'staffOrderInvoices',
    method: 'GET',
    path: '/api/v1/backoffice/orders/:id/invoices',
    auth: 'staff',
    private: true,
    tag: 'back-office',
    summary: "An order's (or bundle payment's) invoice and credit notes",
  }),
  staffInvoicePdf: endpoint({
    id: 'staffInvoicePdf',
    method: 'GET',
    path: '/api/v1/backoffice/invoices/:id/pdf',
    auth: 'staff',
    private: true,
    tag: 'back-office',
    summary: "An invoice's or credit note's PDF",
  }),
  staffResendInvoice: endpoint({
    id: 'staffResendInvoice',
    method: 'POST',
    path: '/api/v1/backoffice/invoices/:id/resend',
    auth: 'staff',
    private: true,
    tag: 'back-office',
    summary: 'E-mail an invoice or credit note to the customer again, its PDF attached',
  }),
  exportInvoices: endpoint({
    id: 'exportInvoices',
    method: 'GET',
    path: '/api/v1/backoffice/invoices/export',
    auth: 'admin',
    private: true,
    tag: 'back-office',
    summary: "A period's invoices and credit notes: CSV, or a zip of their PDFs (`format=zip`)",
  }),
};
