import { successPageQuery } from '@navihub/contract/api/payments';
import { messages } from '@navihub/contract/messages';
import { useSearchParams } from 'react-router';
import { PaymentFailure } from '@/components/result/payment-status';
import { SuccessFrame } from '@/components/result/success-frame';
import { texts } from '@/config/texts';
import { BundlePurchaseResult } from '@/features/bundles/components/bundle-purchase-result';
import { OrderResult } from '@/features/codes/components/order-result';
import { PaymentResult } from '@/features/codes/components/payment-result';
import { orderTexts } from '@/features/codes/result-texts';

/**
 * Result page (/success) for conversions, payments and bundle purchases, composed here from two
 * features; each query-parameter variant is its own component: orderId → OrderResult and
 * paymentId + payment → PaymentResult (features/codes), bundleId / subscribeBundleId + payment →
 * BundlePurchaseResult (features/bundles) of a token_bundle / subscription_bundle. The names of a
 * checkout's return are the contract's (`successPageQuery`), as the server writes them.
 */
export function SuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const paymentId = params.get(successPageQuery.pin);
  const bundleId = params.get(successPageQuery.token_bundle);
  const subscribeBundleId = params.get(successPageQuery.subscription_bundle);
  const payment = params.get(successPageQuery.session);

  if (orderId) return <OrderResult key={orderId} orderId={orderId} />;
  if ((paymentId || bundleId || subscribeBundleId) && !payment) {
    // A return link without the provider's session id cannot be checked.
    return (
      <SuccessFrame title={texts.result.paymentNotConfirmed} supportLine={false}>
        <PaymentFailure message={messages.paymentStatusFailed} />
      </SuccessFrame>
    );
  }
  if (paymentId && payment)
    return <PaymentResult key={`${paymentId}/${payment}`} paymentId={paymentId} payment={payment} />;
  if (bundleId && payment)
    return (
      <BundlePurchaseResult
        key={`t/${bundleId}/${payment}`}
        kind="token_bundle"
        purchaseId={bundleId}
        payment={payment}
      />
    );
  if (subscribeBundleId && payment)
    return (
      <BundlePurchaseResult
        key={`s/${subscribeBundleId}/${payment}`}
        kind="subscription_bundle"
        purchaseId={subscribeBundleId}
        payment={payment}
      />
    );
  return <SuccessFrame title={orderTexts.success.purchaseTitle} />;
}

export default SuccessPage;
