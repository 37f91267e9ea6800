/**
 * An order's invoice and credit notes in the back-office (issue 33, decision 054): each PDF to
 * download, and sent to the customer again.
 */
import type { StaffInvoice } from '@navihub/contract/invoices';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { downloadStaffInvoice, useOrderInvoices, useResendInvoice } from '../api/invoices';
import { formatDateTime, formatMoney } from '../lib/format';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.invoices;

export function OrderInvoices({ orderId }: { orderId: string }) {
  const [note, setNote] = useState('');
  const list = useOrderInvoices(orderId);
  const resend = useResendInvoice();
  const download = useMutation({
    mutationFn: downloadStaffInvoice,
    onError: (_error, invoice) => setNote(t.pdfFailed(invoice.number)),
  });
  const sendAgain = (invoice: StaffInvoice) =>
    resend.mutate(invoice, {
      onSuccess: () => setNote(t.sent(t.kinds[invoice.kind], invoice.number, invoice.email ?? '')),
      onError: () => setNote(t.notSent(t.kinds[invoice.kind], invoice.number)),
    });

  return (
    <Section title={t.orderTitle}>
      {list.isPending ? (
        <Spinner label={t.loading} />
      ) : list.isError ? (
        <p className="text-sm text-slate-700">{t.loadFailed}</p>
      ) : list.data.results.length === 0 ? (
        <p className="text-sm text-slate-700">{t.none}</p>
      ) : (
        <ul className="grid gap-3">
          {list.data.results.map((invoice) => {
            const kind = t.kinds[invoice.kind];
            return (
              <li
                key={invoice.id}
                className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-3 last:border-b-0"
              >
                <div className="grid text-sm">
                  <span className="font-medium text-slate-900">
                    {kind} <span className="font-mono">{invoice.number}</span>
                  </span>
                  <span className="text-slate-700">
                    {formatDateTime(invoice.issued_at)} · {formatMoney(invoice.gross, invoice.currency)}
                    {invoice.corrects && ` · ${t.corrects(invoice.corrects)}`}
                  </span>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    isLoading={download.isPending && download.variables?.id === invoice.id}
                    onClick={() => download.mutate(invoice)}
                    aria-label={t.pdfOf(kind, invoice.number)}
                  >
                    {t.pdf}
                  </Button>
                  {invoice.email && (
                    <Button
                      size="sm"
                      variant="outline"
                      isLoading={resend.isPending && resend.variables?.id === invoice.id}
                      onClick={() => sendAgain(invoice)}
                      aria-label={t.sendAgainOf(kind, invoice.number, invoice.email)}
                    >
                      {t.sendAgain}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p aria-live="polite" className="text-sm text-slate-700">
        {note}
      </p>
    </Section>
  );
}
