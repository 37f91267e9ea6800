import type { StaffWithdrawal } from '@navihub/contract/withdrawals';
import { messages } from '@navihub/contract/messages';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useCloseWithdrawal, useWithdrawals } from '../api/withdrawals';
import { Announcer } from '../components/announcer';
import { LoadFailure } from '../components/load-failure';
import { ReasonDialog } from '../components/reason-dialog';
import { RefundWithdrawalDialog } from '../components/refund-withdrawal-dialog';
import { CardFields, CardHead, StaffList, type ListColumn } from '../components/staff-list';
import { formatDateTime } from '../lib/format';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.withdrawals;

const tone: Record<StaffWithdrawal['status'], string> = {
  received: 'bg-amber-100 text-amber-900',
  refunded: 'bg-violet-100 text-violet-900',
  closed: 'bg-slate-100 text-slate-800',
};

function StatusBadge({ status }: { status: StaffWithdrawal['status'] }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tone[status],
      )}
    >
      {t.statuses[status]}
    </span>
  );
}

/** Name and e-mail, the e-mail a link to write to them. */
function Customer({ withdrawal }: { withdrawal: StaffWithdrawal }) {
  return (
    <span className="grid">
      <span>{withdrawal.name}</span>
      <a
        href={`mailto:${withdrawal.email}`}
        className="break-all text-accent-dark underline-offset-4 hover:underline"
      >
        {withdrawal.email}
      </a>
    </span>
  );
}

/** What the consumer withdraws from, and the reference they gave; a PIN order's is found in the orders. */
function Contract({ withdrawal }: { withdrawal: StaffWithdrawal }) {
  return (
    <span className="grid">
      <span>{t.contracts[withdrawal.contract]}</span>
      {withdrawal.contract === 'pin' && withdrawal.status === 'received' ? (
        <Link
          to={`${backofficePaths.orders}?q=${encodeURIComponent(withdrawal.reference)}`}
          className="font-mono break-all text-accent-dark underline-offset-4 hover:underline"
          aria-label={t.findOrder(withdrawal.reference)}
        >
          {withdrawal.reference}
        </Link>
      ) : (
        <span className="font-mono break-all">{withdrawal.reference}</span>
      )}
    </span>
  );
}

/** What was done: who and when, and the note (the refund's amount, or staff's reason). */
function Handling({ withdrawal }: { withdrawal: StaffWithdrawal }) {
  if (withdrawal.status === 'received') return <>{t.none}</>;
  return (
    <span className="grid">
      {withdrawal.handled_by && withdrawal.handled_at && (
        <span className="text-slate-600">
          {t.handledBy(withdrawal.handled_by, formatDateTime(withdrawal.handled_at))}
        </span>
      )}
      {withdrawal.note && <span className="break-words">{withdrawal.note}</span>}
    </span>
  );
}

/**
 * An open withdrawal's actions: a bundle's refund (the payment confirmed in a dialog), or closing
 * it with a note. A PIN order's refund is the order queue's (decision 056): it is closed here.
 */
type Done = { onDone: (note: string) => void; onCloseAutoFocus: (event: Event) => void };

function Actions({ withdrawal, onDone, onCloseAutoFocus }: { withdrawal: StaffWithdrawal } & Done) {
  const close = useCloseWithdrawal(withdrawal.id);
  if (withdrawal.status !== 'received') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {withdrawal.contract !== 'pin' && (
        <RefundWithdrawalDialog
          withdrawal={withdrawal}
          onDone={(done) => onDone(t.refunded(done.receipt, done.note ?? ''))}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      )}
      <ReasonDialog
        trigger={t.close}
        triggerLabel={t.closeOf(withdrawal.receipt)}
        title={t.closeTitle(withdrawal.receipt)}
        description={t.closeText}
        confirm={t.confirmClose}
        label={t.note}
        serverField="note"
        mutation={close}
        onDone={(done) => onDone(t.closed(done.receipt))}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </div>
  );
}

/** The columns a phone's card shows under its receipt and status too. */
const details: ListColumn<StaffWithdrawal>[] = [
  { heading: t.received, cell: (w) => formatDateTime(w.received_at), className: 'whitespace-nowrap' },
  { heading: t.customer, cell: (w) => <Customer withdrawal={w} /> },
  { heading: t.contract, cell: (w) => <Contract withdrawal={w} /> },
  {
    heading: t.message,
    cell: (w) => <span className="break-words whitespace-pre-line">{w.reason ?? t.none}</span>,
    className: 'max-w-xs',
  },
  { heading: t.handling, cell: (w) => <Handling withdrawal={w} />, className: 'max-w-xs' },
];

function WithdrawalList({ withdrawals, ...done }: { withdrawals: readonly StaffWithdrawal[] } & Done) {
  const columns: ListColumn<StaffWithdrawal>[] = [
    { heading: t.receipt, cell: (w) => <span className="font-mono whitespace-nowrap">{w.receipt}</span> },
    { heading: t.status, cell: (w) => <StatusBadge status={w.status} /> },
    ...details,
    { heading: t.actions, cell: (w) => <Actions withdrawal={w} {...done} /> },
  ];
  return (
    <StaffList
      caption={t.caption}
      empty={t.empty}
      items={withdrawals}
      itemKey={(w) => w.id}
      columns={columns}
      card={(w) => (
        <>
          <CardHead aside={<StatusBadge status={w.status} />}>
            <span className="font-mono">{w.receipt}</span>
          </CardHead>
          <CardFields fields={details.map(({ heading, cell }) => [heading, cell(w)] as const)} />
          <Actions withdrawal={w} {...done} />
        </>
      )}
    />
  );
}

/**
 * /admin/withdrawals (staff): the withdrawals consumers sent online without signing in (issue 32,
 * decision 056), newest first; an open one is refunded (a bundle) or closed with a note, once.
 */
export function WithdrawalsPage() {
  const withdrawals = useWithdrawals();
  const [note, setNote] = useState('');
  // A handled withdrawal loses its buttons: focus goes to the page's heading, not to nowhere.
  const heading = useRef<HTMLHeadingElement>(null);
  const handled = useRef(false);
  return (
    <div className="grid gap-4">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
        {t.title}
      </h1>
      <p className="text-slate-600">{t.intro}</p>
      <Announcer message={note} />
      {withdrawals.isPending ? (
        <Spinner label={messages.loading} />
      ) : withdrawals.isError && !withdrawals.data ? (
        <LoadFailure
          error={withdrawals.error}
          retrying={withdrawals.isFetching}
          onRetry={() => void withdrawals.refetch()}
        />
      ) : (
        <div className="overflow-x-auto">
          <WithdrawalList
            withdrawals={withdrawals.data}
            onDone={(text) => {
              handled.current = true;
              setNote(text);
            }}
            onCloseAutoFocus={(event) => {
              if (!handled.current) return;
              handled.current = false;
              event.preventDefault();
              heading.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}

export default WithdrawalsPage;
