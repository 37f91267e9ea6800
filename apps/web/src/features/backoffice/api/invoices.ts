import { invoicesApi } from '@navihub/contract/api/invoices';
import type { StaffInvoice } from '@navihub/contract/invoices';
import { useMutation, useQuery } from '@tanstack/react-query';
import { authRequestRaw } from '@/lib/api-client';
import { request, urlOf } from '@/lib/request';
import { saveBlob } from '@/lib/save-blob';

/** The file name the server gave in `Content-Disposition`, or `fallback`. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** invoicesApi.staffInvoicePdf (staff, bearer) → the PDF, saved by the browser. */
export async function downloadStaffInvoice(invoice: StaffInvoice): Promise<void> {
  const response = await authRequestRaw(urlOf(invoicesApi.staffInvoicePdf, { params: { id: invoice.id } }));
  const kind = invoice.kind === 'credit_note' ? 'credit-note' : 'invoice';
  saveBlob(await response.blob(), fileNameOf(response, `${kind}-${invoice.number}.pdf`));
}

/** invoicesApi.exportInvoices (admin, bearer) → the CSV or the zip, saved; resolves with its name. */
export async function exportInvoices(period: {
  from: string;
  to: string;
  format: 'csv' | 'zip';
}): Promise<string> {
  const response = await authRequestRaw(urlOf(invoicesApi.exportInvoices, { query: period }));
  const name = fileNameOf(response, `invoices-${period.from}-${period.to}.${period.format}`);
  saveBlob(await response.blob(), name);
  return name;
}

/** invoicesApi.staffOrderInvoices: an order's (or a bundle payment's) invoice and credit notes. */
export function useOrderInvoices(orderId: string) {
  return useQuery({
    queryKey: ['backoffice', 'order-invoices', orderId],
    queryFn: ({ signal }) => request(invoicesApi.staffOrderInvoices, { params: { id: orderId } }, { signal }),
    staleTime: 0,
  });
}

/** invoicesApi.staffResendInvoice: mailed to the customer again, its PDF attached. */
export function useResendInvoice() {
  return useMutation({
    mutationFn: (invoice: StaffInvoice) =>
      request(invoicesApi.staffResendInvoice, { params: { id: invoice.id } }),
  });
}
