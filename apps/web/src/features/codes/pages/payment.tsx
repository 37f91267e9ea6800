import { Link, Navigate, useLocation } from 'react-router';
import { BackHomeLink } from '@/components/layout/back-home-link';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isRecord } from '@/lib/http';
import { PaymentForm } from '../components/payment-form';
import { loadOrderDraft } from '../lib/order-draft';
import type { CodeOrder } from '../components/order-summary';
import { paymentPageTexts } from '../result-texts';

/** The code form's values, passed on as navigation state; without a vin there is nothing to pay for. */
function codeOrderOf(state: unknown): CodeOrder | null {
  if (!isRecord(state) || typeof state.vin !== 'string' || !state.vin) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    ...state,
    comand: text(state.comand),
    map_region: text(state.map_region),
    version: text(state.version),
    vin: state.vin,
  };
}

/**
 * Card payment (/payment) of the navigation code chosen on /navipin: from the navigation state,
 * or after a reload or a cancelled checkout from the order the form kept (lib/order-draft).
 */
export function PaymentPage() {
  const location = useLocation();
  const order = codeOrderOf(location.state) ?? codeOrderOf(loadOrderDraft());
  if (!order) return <Navigate to={paths.navipin.getHref()} replace />;
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 pb-8">
      <PageHeader title={paymentPageTexts.payment.title}>
        <p className="text-slate-600">{paymentPageTexts.payment.intro}</p>
      </PageHeader>
      <Card className="p-4 sm:p-6">
        <PaymentForm order={order} />
      </Card>
      <Link
        to={paths.navipin.getHref()}
        className="justify-self-start text-sm font-medium text-accent-dark underline underline-offset-4 hover:text-slate-900"
      >
        {paymentPageTexts.payment.changeOrder}
      </Link>
      <BackHomeLink />
    </div>
  );
}

export default PaymentPage;
