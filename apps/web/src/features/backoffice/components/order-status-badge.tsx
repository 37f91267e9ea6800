import type { StaffOrderStatus } from '@navihub/contract/backoffice';
import type { RefundStatus } from '@navihub/contract/history';
import { cn } from '@/lib/cn';
import { backofficeTexts } from '../texts';

const tone: Record<StaffOrderStatus, string> = {
  awaiting_pin: 'bg-amber-100 text-amber-900',
  fulfilled: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  pending_payment: 'bg-slate-100 text-slate-800',
};

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** The order's status, and beside it how much of its payment went back, if any (decision 043). */
export function OrderStatusBadge({
  status,
  refund = null,
}: {
  status: StaffOrderStatus;
  refund?: RefundStatus | null;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={cn(badge, tone[status])}>{backofficeTexts.orderStatus[status]}</span>
      {refund && (
        <span className={cn(badge, 'bg-violet-100 text-violet-900')}>
          {backofficeTexts.refundStatus[refund]}
        </span>
      )}
    </span>
  );
}
