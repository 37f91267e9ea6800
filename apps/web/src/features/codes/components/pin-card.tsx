import type { CheckResponse, OrderSummary as OrderSummaryData } from '@navihub/contract/codes';
import { helpPathOf } from '@navihub/contract/help-anchors';
import type { InvoiceLink } from '@navihub/contract/invoices';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { OrderSummary } from './order-summary';
import { orderTexts } from '../result-texts';
import { CopyButton } from './copy-button';
import { InvoiceLinks } from './invoice-links';

const t = orderTexts.success;

/**
 * A PIN with its 'Copy' button, an optional note from the server and 'Code was also sent to your
 * email'; with the order (issue 31), its NH- reference and summary and the next step.
 */
export function PinCard({
  pin,
  note,
  order,
  invoiceUrl,
  creditNotes,
}: {
  pin: string;
  note?: string;
  order?: OrderSummaryData | undefined;
  /** The order's invoice PDF (its link opens it for the holder of this page's link; decision 054). */
  invoiceUrl?: string | null | undefined;
  creditNotes?: readonly InvoiceLink[] | undefined;
}) {
  const labelId = useId();
  const signedIn = Boolean(useSession().tokens);
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="grid gap-1">
        <p id={labelId} className="text-sm font-medium text-slate-600">
          {t.pinLabel}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <output
            aria-labelledby={labelId}
            className="rounded-md bg-slate-100 px-3 py-2 font-mono text-2xl font-semibold tracking-widest break-all text-slate-900 sm:text-3xl"
          >
            {pin}
          </output>
          <CopyButton text={pin} />
        </div>
        {note && <p className="text-sm text-slate-600">{note}</p>}
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Mail className="size-4 text-accent-dark" aria-hidden="true" />
        {t.sentByEmail}
      </p>
      {order && (
        <>
          <OrderSummary order={order} reference={order.reference} />
          <InvoiceLinks invoiceUrl={invoiceUrl} creditNotes={creditNotes} reference={order.reference} />
          <p className="text-sm text-slate-700">{t.nextStep}</p>
          {/* English's path: the router's basename puts it under the page's language ('/de/help#…'). */}
          <Link
            to={helpPathOf(order.comand)}
            className="justify-self-start text-sm font-medium text-accent-dark underline underline-offset-4 hover:text-slate-900"
          >
            {t.howToEnter(order.comand)}
          </Link>
          {signedIn && (
            <Link
              to={paths.profile.orders.getHref()}
              className="justify-self-start text-sm font-medium text-accent-dark underline underline-offset-4 hover:text-slate-900"
            >
              {t.yourOrders}
            </Link>
          )}
        </>
      )}
    </Card>
  );
}

/** What the check of a PIN answers (an order's or a card payment's), as far as its card shows it. */
type PinAnswer = Pick<CheckResponse, 'data' | 'message' | 'order' | 'invoice_url' | 'credit_notes'>;

/** The card of a check's answer once the PIN is in it; nothing before (the result page waits). */
export function AnsweredPinCard({ answer }: { answer: PinAnswer }) {
  return answer.data ? (
    <PinCard
      pin={answer.data}
      note={answer.message}
      order={answer.order}
      invoiceUrl={answer.invoice_url}
      creditNotes={answer.credit_notes}
    />
  ) : null;
}
