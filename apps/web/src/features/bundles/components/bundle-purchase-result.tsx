import { messages } from '@navihub/contract/messages';
import type { BundleKind } from '@navihub/contract/rules';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ResultFrame } from '@/components/result/result-frame';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useBundlePurchaseResult } from '../api/check-bundle-purchase';
import { bundlesTexts } from '../texts';

const t = bundlesTexts.success;

/**
 * /success?bundleId=…&payment=… (token bundle) and ?subscribeBundleId=…&payment=… (subscription):
 * confirms the purchase; once it succeeds the new points or subscription are on the account.
 */
export function BundlePurchaseResult({
  kind,
  purchaseId,
  payment,
}: {
  kind: BundleKind;
  purchaseId: string;
  payment: string;
}) {
  const purchase = useBundlePurchaseResult(kind, purchaseId, payment);
  return (
    <ResultFrame
      result={purchase}
      title={t.bundleTitle}
      pendingTitle={t.pendingTitle}
      pendingMessage={messages.paymentPending}
    >
      {(status) => (
        <Card className="grid gap-4 p-4 sm:p-6">
          <p role="status" className="flex items-start gap-2 font-medium text-slate-900">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-dark" aria-hidden="true" />
            {status.message}
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.navipin.getHref()} className={buttonClasses()}>
              {t.goToCodes}
            </Link>
            <Link to={paths.profile.root.getHref()} className={buttonClasses('outline')}>
              {t.goToProfile}
            </Link>
          </div>
        </Card>
      )}
    </ResultFrame>
  );
}
