import { Link } from 'react-router';
import { useStaffOrders } from '../api/orders';
import { formatDuration } from '../lib/format';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';
import { Section } from '@/components/ui/section';

const t = backofficeTexts.order;

/**
 * After staff fulfilled an order: the order that has waited longest for its PIN (the queue's first,
 * the server lists it oldest first), to go on with; or that none waits.
 */
export function NextInQueue({ doneId }: { doneId: string }) {
  const queue = useStaffOrders({ status: 'awaiting_pin', q: '', page: 1 });
  if (!queue.data) return null;
  // The queue may still list the order just fulfilled, read before the PIN was recorded.
  const next = queue.data.results.find((order) => order.id !== doneId);
  return (
    <Section title={t.nextTitle}>
      {next ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-800">{t.next(next.number, formatDuration(next.waited_seconds ?? 0))}</p>
          <Link
            to={backofficePaths.order(next.id)}
            className="font-medium text-accent-dark underline underline-offset-4"
          >
            {t.openNext(next.number)}
          </Link>
        </div>
      ) : (
        <p className="text-slate-800">{t.noneNext}</p>
      )}
    </Section>
  );
}
