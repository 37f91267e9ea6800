import { Link } from 'react-router';
import { BackHomeLink } from '@/components/layout/back-home-link';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import { helpTexts as t } from '../texts';

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
      <PageHeader title={t.title}>
        <p className="text-slate-600">{t.intro}</p>
      </PageHeader>
      <Card className="grid gap-6 p-4 sm:p-6">
        <Answer question={t.order.question}>
          <p>
            {t.order.before}
            <Link to={paths.navipin.getHref()} className={link}>
              {t.order.link}
            </Link>
            {t.order.after}
          </p>
        </Answer>
        <Answer question={t.vin.question}>
          <p>
            {t.vin.before}
            <Link to={paths.vinCode.getHref()} className={link}>
              {t.vin.link}
            </Link>
            {t.vin.after}
          </p>
        </Answer>
        <Answer question={t.when.question}>
          <p>{t.when.answer}</p>
        </Answer>
        <Answer question={t.points.question}>
          <p>
            {t.points.before}
            <Link to={paths.subscription.getHref()} className={link}>
              {t.points.link}
            </Link>
            {t.points.after}
          </p>
        </Answer>
        <Answer question={t.converter.question}>
          <p>
            {t.converter.before}
            <Link to={paths.vrxtool.getHref()} className={link}>
              {t.converter.link}
            </Link>
            {t.converter.after}
          </p>
        </Answer>
        <Answer question={t.api.question}>
          <p>
            {t.api.before}
            <a href="/api/docs" className={link}>
              {t.api.link}
            </a>
            {t.api.after}
          </p>
        </Answer>
        <Answer question={t.support.question}>
          <p>
            {t.support.before}
            <a href={`mailto:${config.support_email}`} className={link}>
              {config.support_email}
            </a>
            {t.support.after}
          </p>
        </Answer>
      </Card>
      <BackHomeLink />
    </div>
  );
}

export default HelpPage;
