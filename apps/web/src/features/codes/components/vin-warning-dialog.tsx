import { checkVinForHeadUnit } from '@navihub/contract/vin/form-check';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { codesTexts } from '../texts';

const t = codesTexts.form;

/**
 * "Generate anyway?": asked once before a point or a subscription use is spent on a VIN whose
 * check shows warnings (issue 17). Open while `order` is set; the warnings are listed again.
 */
export function VinWarningDialog<Order extends { vin: string; comand: string }>({
  order,
  onGenerate,
  onCancel,
}: {
  order: Order | null;
  onGenerate: (order: Order) => void;
  onCancel: () => void;
}) {
  const warnings = order ? checkVinForHeadUnit(order.vin, order.comand).warnings : [];
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onCancel()}>
      {order && (
        <DialogContent title={t.confirmTitle} description={t.confirmIntro}>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-amber-900">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel}>
              {t.confirmCheck}
            </Button>
            <Button onClick={() => onGenerate(order)}>{t.confirmGenerate}</Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
