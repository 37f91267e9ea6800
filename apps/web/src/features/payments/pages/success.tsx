import { useSearchParams } from 'react-router';
import { codesTexts } from '@/config/texts-codes';
import { OrderResult } from '../components/order-result';
import { SuccessFrame } from '../components/success-frame';

/**
 * Result page (/success) for conversions, payments and bundle purchases. Each query-parameter
 * variant is its own component: orderId → OrderResult; paymentId, bundleId+payment and
 * subscribeBundleId+payment get theirs with the payments issue and show the plain frame until then.
 */
export function SuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  if (orderId) return <OrderResult key={orderId} orderId={orderId} />;
  return <SuccessFrame title={codesTexts.success.purchaseTitle} />;
}

export default SuccessPage;
