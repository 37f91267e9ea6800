import type { StaffOrderStatus } from '@navihub/contract/backoffice';
import { cn } from '@/lib/cn';
import { backofficeTexts } from '../texts';

const tone: Record<StaffOrderStatus, string> = {
  awaiting_pin: 'bg-amber-100 text-amber-900',
  fulfilled: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  pending_payment: 'bg-slate-100 text-slate-800',
};

export function OrderStatusBadge({ status }: { status: StaffOrderStatus }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tone[status],
      )}
    >
      {backofficeTexts.orderStatus[status]}
    </span>
  );
}
