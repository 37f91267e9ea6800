import { messages } from '@navihub/contract/messages';
import type { BundleKind } from '@navihub/contract/rules';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { texts } from '@/config/texts';
import { paths } from '@/config/paths';
import { PaymentFailure, PaymentPending, statusErrorMessage } from '@/components/result/payment-status';
import { SuccessFrame } from '@/components/result/success-frame';
import { bundlesTexts } from '../texts';
import { useBundlePurchaseResult } from '../api/check-bundle-purchase';

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

  if (purchase.isPending) {
    return (
      <SuccessFrame title={t.bundleTitle}>
        <Spinner label={messages.loading} />
      </SuccessFrame>
    );
  }

  if (purchase.isError || purchase.data.status === 'error') {
    const message = purchase.isError ? statusErrorMessage(purchase.error) : purchase.data.message;
    return (
      <SuccessFrame title={texts.result.paymentNotConfirmed} supportLine={false}>
        <PaymentFailure message={message} />
      </SuccessFrame>
    );
  }

  if (purchase.data.status === 'pending') {
    return (
      <SuccessFrame title={t.bundleTitle}>
        <PaymentPending title={t.pendingTitle} message={purchase.data.message || messages.paymentPending} />
      </SuccessFrame>
    );
  }

  return (
    <SuccessFrame title={t.bundleTitle}>
      <Card className="grid gap-4 p-4 sm:p-6">
        <p role="status" className="flex items-start gap-2 font-medium text-slate-900">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-dark" aria-hidden="true" />
          {purchase.data.message}
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
    </SuccessFrame>
  );
}
