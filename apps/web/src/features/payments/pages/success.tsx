import { useSearchParams } from 'react-router';
import { BackHomeLink } from '@/components/layout/back-home-link';
import { PageHeader } from '@/components/layout/page-header';
import { texts } from '@/config/texts';
import { useSiteConfig } from '@/lib/site-config';

/** Result page (/success) for conversions, payments and bundle purchases. */
export function SuccessPage() {
  const [params] = useSearchParams();
  const { config } = useSiteConfig();
  const title = params.has('orderId')
    ? texts.placeholders.successConversion
    : texts.placeholders.successPurchase;
  return (
    <div className="grid gap-4 pb-6">
      <PageHeader title={title} />
      <p className="text-slate-700">
        {texts.placeholders.support}{' '}
        <a className="font-medium text-accent-dark underline" href={`mailto:${config.support_email}`}>
          {config.support_email}
        </a>
      </p>
      <BackHomeLink />
    </div>
  );
}

export default SuccessPage;
