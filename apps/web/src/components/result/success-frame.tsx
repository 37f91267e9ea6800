import type { ReactNode } from 'react';
import { BackHomeLink } from '@/components/layout/back-home-link';
import { PageHeader } from '@/components/layout/page-header';
import { texts } from '@/config/texts';
import { useSiteConfig } from '@/lib/site-config';

/**
 * The frame every /success outcome shares: heading, the outcome, the support line and the back
 * link. An outcome that names the support e-mail itself (a failed payment) leaves the line out.
 */
export function SuccessFrame({
  title,
  children,
  supportLine = true,
}: {
  title: string;
  children?: ReactNode;
  supportLine?: boolean;
}) {
  const { config } = useSiteConfig();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 pb-8">
      <PageHeader title={title} />
      {children}
      {supportLine && (
        <p className="text-slate-700">
          {texts.result.support}{' '}
          <a
            className="font-medium break-words text-accent-dark underline"
            href={`mailto:${config.support_email}`}
          >
            {config.support_email}
          </a>
        </p>
      )}
      <BackHomeLink />
    </div>
  );
}
