import { Link } from 'react-router';
import { BackHomeLink } from '@/components/layout/back-home-link';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';

/** One question and its answer. */
function Answer({ question, children }: { question: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-1.5">
      <h2 className="text-lg font-semibold text-slate-900">{question}</h2>
      <div className="grid gap-2 text-slate-700">{children}</div>
    </section>
  );
}

const link = 'font-medium text-accent-dark underline underline-offset-4 hover:text-slate-900';

/** Help (/help, issue 17): the questions customers ask before and after buying, and whom to ask. */
export function HelpPage() {
  const { config } = useSiteConfig();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 pb-8">
      <PageHeader title="Help">
        <p className="text-slate-600">What to know before ordering a PIN or converting a coding file.</p>
      </PageHeader>
      <Card className="grid gap-6 p-4 sm:p-6">
        <Answer question="What do I need to order a navigation PIN?">
          <p>
            Your head unit (NTG 4.5, NTG 5s1, NTG 5/5s2 or NTG 5.5), the map region and map version you are
            installing, and the car's 17-character VIN. Choose them on{' '}
            <Link to={paths.navipin.getHref()} className={link}>
              Navigation codes
            </Link>
            .
          </p>
        </Answer>
        <Answer question="Where do I find the VIN?">
          <p>
            On the vehicle registration document, and at the bottom of the windscreen on the driver's side.
            The order form reads it as you type and warns when the car series is not known to carry the head
            unit you chose; the{' '}
            <Link to={paths.vinCode.getHref()} className={link}>
              VIN decoder
            </Link>{' '}
            tells you more.
          </p>
        </Answer>
        <Answer question="When do I get my PIN?">
          <p>
            Usually within a minute. When a PIN has to be obtained by hand it can take longer: the result page
            updates by itself, and the PIN is e-mailed to you in any case. Your orders and their PINs are also
            in your account under Orders.
          </p>
        </Answer>
        <Answer question="How do points and subscriptions work?">
          <p>
            A point pays for one PIN; a subscription pays for PINs while it runs, up to a fair number a day.
            Resellers and workshops save with{' '}
            <Link to={paths.subscription.getHref()} className={link}>
              bundles
            </Link>
            . A point or subscription use is spent when the PIN is ordered, so check the VIN first.
          </p>
        </Answer>
        <Answer question="What does the converter do?">
          <p>
            It splits .vrx, .vcx and .sgde coding files into .aed files, one per module, and returns them as
            one zip. Try it on the{' '}
            <Link to={paths.vrxtool.getHref()} className={link}>
              converter
            </Link>
            ; no account is needed.
          </p>
        </Answer>
        <Answer question="I sell PINs: can my software order them?">
          <p>
            Yes, through the same API this shop uses. The{' '}
            <a href="/api/docs" className={link}>
              API guide and reference
            </a>{' '}
            explain signing in, ordering with points and checking an order.
          </p>
        </Answer>
        <Answer question="Something went wrong">
          <p>
            Write to{' '}
            <a href={`mailto:${config.support_email}`} className={link}>
              {config.support_email}
            </a>{' '}
            with your order reference (it starts with NH-) and we will sort it out.
          </p>
        </Answer>
      </Card>
      <BackHomeLink />
    </div>
  );
}

export default HelpPage;
