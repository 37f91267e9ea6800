import { messages } from '@navihub/contract/messages';
import { Link } from 'react-router';
import { Section } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { useWithdrawals } from '../api/withdrawals';
import { formatDateTime } from '../lib/format';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';
import { LoadFailure } from './load-failure';

const t = backofficeTexts.dashboard;

/**
 * The dashboard's count of withdrawals nobody has refunded or closed yet (decision 056), linked to
 * their page, with how long the oldest has waited: consumers are owed their money within 14 days.
 */
export function OpenWithdrawals() {
  const withdrawals = useWithdrawals();
  const open = withdrawals.data?.filter((w) => w.status === 'received') ?? [];
  // Newest first: the last open one is the oldest.
  const oldest = open.at(-1);
  return (
    <Section title={t.withdrawals}>
      {withdrawals.isPending ? (
        <Spinner label={messages.loading} />
      ) : withdrawals.isError && !withdrawals.data ? (
        <LoadFailure
          error={withdrawals.error}
          retrying={withdrawals.isFetching}
          onRetry={() => void withdrawals.refetch()}
        />
      ) : (
        <p>
          <Link
            to={backofficePaths.withdrawals}
            className="text-2xl font-semibold text-accent-dark underline-offset-4 hover:underline"
          >
            {open.length}
          </Link>{' '}
          <span className="text-slate-700">
            {oldest ? t.oldestWithdrawal(formatDateTime(oldest.received_at)) : t.noneOpen}
          </span>
        </p>
      )}
    </Section>
  );
}
