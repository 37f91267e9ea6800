import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { checkVinInLanguage } from '../lib/vin-hints';
import { codesTexts } from '../texts';

const t = codesTexts.form;

/**
 * "Generate anyway?": asked once before a point or a subscription use is spent on a VIN whose
 * check shows warnings (issue 17). Open while `order` is set; the warnings are listed again.
 * Loaded only when needed (lazy-vin-warning-dialog.tsx): the dialog library stays off the form's
 * first load.
 */
export function VinWarningDialog({
  order,
  onGenerate,
  onCancel,
}: {
  order: { vin: string; comand: string } | null;
  onGenerate: () => void;
  onCancel: () => void;
}) {
  const warnings = order ? checkVinInLanguage(order.vin, order.comand).warnings : [];
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onCancel()}>
      {order && (
        <DialogContent title={t.confirmTitle} description={t.confirmIntro}>
          <ul className="grid list-disc gap-1 ps-5 text-sm text-amber-900">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel}>
              {t.confirmCheck}
            </Button>
            <Button onClick={onGenerate}>{t.confirmGenerate}</Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

export default VinWarningDialog;
