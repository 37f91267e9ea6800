import type { StaffOrderDetail } from '@navihub/contract/backoffice';
import { Button } from '@/components/ui/button';
import { useRevealPin } from '../api/orders';
import { errorDetail } from '../lib/error-text';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.order;

/**
 * An order's PIN as staff see it: masked (`••••-7788`) until they press Reveal, which asks the
 * server for the whole PIN; the server records the reveal in the audit log and counts it against
 * the staff member's reveals of the hour (its refusal is shown in its words).
 */
export function OrderPin({ order }: { order: StaffOrderDetail }) {
  const reveal = useRevealPin(order.id);
  if (!order.pin_masked) return <>—</>;
  if (reveal.data) {
    return (
      <span className="grid gap-1">
        <span className="font-mono">{reveal.data.pin}</span>
        <span role="status" className="text-sm text-slate-600">
          {t.pinRevealed}
        </span>
      </span>
    );
  }
  return (
    <span className="grid gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-mono">{order.pin_masked}</span>
        <Button size="sm" variant="outline" isLoading={reveal.isPending} onClick={() => reveal.mutate()}>
          {t.revealPin}
        </Button>
      </span>
      {reveal.isError ? (
        <span role="alert" className="text-sm text-red-700">
          {errorDetail(reveal.error)}
        </span>
      ) : (
        <span className="text-sm text-slate-600">{t.revealNote}</span>
      )}
    </span>
  );
}
