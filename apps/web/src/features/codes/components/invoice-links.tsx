import type { InvoiceLink } from '@navihub/contract/invoices';
import { FileText } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { authRequestRaw } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { useSession } from '@/lib/session';
import { orderTexts } from '../result-texts';

const t = orderTexts.invoices;

/** `invoice-2026-000123.pdf` from `/api/v1/invoices/2026-000123/pdf?key=…`. */
function fileNameOf(url: string, kind: 'invoice' | 'credit-note'): string {
  const number = decodeURIComponent(/\/invoices\/([^/]+)\/pdf/.exec(url)?.[1] ?? 'document');
  return `${kind}-${number}.pdf`;
}

/**
 * One PDF link. A guest's link carries its key and opens as it is; a signed-in customer's PDF is
 * theirs alone, so it is fetched with their token and handed to the browser as a download.
 */
function PdfLink({
  url,
  kind,
  label,
  name,
  onFailure,
}: {
  url: string;
  kind: 'invoice' | 'credit-note';
  label: string;
  name: string;
  onFailure: () => void;
}) {
  const signedIn = Boolean(useSession().tokens);
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn) return;
    event.preventDefault();
    try {
      const response = await authRequestRaw(url);
      saveBlob(await response.blob(), fileNameOf(url, kind));
    } catch {
      onFailure();
    }
  };
  return (
    <a
      href={url}
      target={signedIn ? undefined : '_blank'}
      rel="noopener"
      aria-label={name}
      onClick={(event) => void download(event)}
      className="inline-flex items-center gap-1 font-medium text-accent-dark underline underline-offset-4 hover:text-slate-900"
    >
      <FileText className="size-4 shrink-0" aria-hidden="true" />
      {label}
    </a>
  );
}

/**
 * An order's invoice and the credit notes of its refunds (issue 33, decision 054), as PDF links;
 * nothing when none was issued (a pending order, or one paid with a point or a subscription day).
 */
export function InvoiceLinks({
  invoiceUrl,
  creditNotes = [],
  reference,
}: {
  invoiceUrl?: string | null | undefined;
  creditNotes?: readonly InvoiceLink[] | undefined;
  reference: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!invoiceUrl && creditNotes.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {invoiceUrl && (
        <PdfLink
          url={invoiceUrl}
          kind="invoice"
          label={t.invoice}
          name={t.invoiceOf(reference)}
          onFailure={() => setFailed(true)}
        />
      )}
      {creditNotes.map((note) => (
        <PdfLink
          key={note.number}
          url={note.url}
          kind="credit-note"
          label={t.creditNote(note.number)}
          name={t.creditNoteOf(note.number, reference)}
          onFailure={() => setFailed(true)}
        />
      ))}
      {failed && (
        <span role="alert" className="text-red-700">
          {t.failed}
        </span>
      )}
    </span>
  );
}
