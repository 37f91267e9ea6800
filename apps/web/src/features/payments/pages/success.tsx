import { messages } from '@navihub/contract/messages';
import { useSearchParams } from 'react-router';
import { codesTexts } from '@/config/texts-codes';
import { paymentsTexts } from '@/config/texts-payments';
import { BundlePurchaseResult } from '../components/bundle-purchase-result';
import { OrderResult } from '../components/order-result';
import { PaymentFailure } from '../components/payment-status';
import { PaymentResult } from '../components/payment-result';
import { SuccessFrame } from '../components/success-frame';

/**
 * Result page (/success) for conversions, payments and bundle purchases; each query-parameter
 * variant is its own component: orderId → OrderResult, paymentId + payment → PaymentResult,
 * bundleId / subscribeBundleId + payment → BundlePurchaseResult.
 */
export function SuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const paymentId = params.get('paymentId');
  const bundleId = params.get('bundleId');
  const subscribeBundleId = params.get('subscribeBundleId');
  const payment = params.get('payment');

  if (orderId) return <OrderResult key={orderId} orderId={orderId} />;
  if ((paymentId || bundleId || subscribeBundleId) && !payment) {
    // A return link without the provider's session id cannot be checked.
    return (
      <SuccessFrame title={paymentsTexts.success.errorTitle} supportLine={false}>
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
        kind="token"
        purchaseId={bundleId}
        payment={payment}
      />
    );
  if (subscribeBundleId && payment)
    return (
      <BundlePurchaseResult
        key={`s/${subscribeBundleId}/${payment}`}
        kind="subscription"
        purchaseId={subscribeBundleId}
        payment={payment}
      />
    );
  return <SuccessFrame title={codesTexts.success.purchaseTitle} />;
}

export default SuccessPage;
