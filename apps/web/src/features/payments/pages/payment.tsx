import { Navigate, useLocation } from 'react-router';
import { BackHomeLink } from '@/components/layout/back-home-link';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';

function hasVin(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && 'vin' in state && state.vin);
}

/** Card payment (/payment): needs the code form's values (at least the vin) as navigation state. */
export function PaymentPage() {
  const location = useLocation();
  if (!hasVin(location.state)) return <Navigate to={paths.navipin.getHref()} replace />;
  return (
    <div className="grid gap-4 pb-6">
      <PageHeader title={texts.placeholders.payment} />
      <BackHomeLink />
    </div>
  );
}

export default PaymentPage;
