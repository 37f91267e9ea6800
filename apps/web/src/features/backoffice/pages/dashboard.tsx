import { messages } from '@navihub/contract/messages';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useDashboard } from '../api/dashboard';
import { DailyChart } from '../components/daily-chart';
import { LoadFailure } from '../components/load-failure';
import { OpenWithdrawals } from '../components/open-withdrawals';
import { PeriodFigures } from '../components/period-figures';
import { Section } from '@/components/ui/section';
import { formatDuration } from '../lib/format';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.dashboard;

/** /admin: today and the last 30 days at a glance, and the orders and withdrawals waiting for staff. */
export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      {dashboard.isPending ? (
        <Spinner label={messages.loading} />
      ) : dashboard.isError ? (
        <LoadFailure
          error={dashboard.error}
          title={backofficeTexts.list.pageUnavailable}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <Section title={t.awaiting}>
              <p>
                <Link
                  to={`${backofficePaths.orders}?status=awaiting_pin`}
                  className="text-2xl font-semibold text-accent-dark underline-offset-4 hover:underline"
                >
                  {dashboard.data.awaiting_pin.count}
                </Link>{' '}
                <span className="text-slate-700">
                  {dashboard.data.awaiting_pin.oldest_seconds === null
                    ? t.noneWaiting
                    : t.oldest(formatDuration(dashboard.data.awaiting_pin.oldest_seconds))}
                </span>
              </p>
            </Section>
            <OpenWithdrawals />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <PeriodFigures title={t.today} period={dashboard.data.today} currency={dashboard.data.currency} />
            <PeriodFigures
              title={t.last30}
              period={dashboard.data.last_30_days}
              currency={dashboard.data.currency}
            />
          </div>
          <Section title={t.chartTitle}>
            <DailyChart daily={dashboard.data.daily} currency={dashboard.data.currency} />
          </Section>
        </>
      )}
    </div>
  );
}
