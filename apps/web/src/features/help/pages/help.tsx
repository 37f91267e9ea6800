import { helpAnchorOf } from '@navihub/contract/help-anchors';
import { COMAND_ORDER } from '@navihub/contract/rules';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BackHomeLink } from '@/components/layout/back-home-link';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import { HeadUnitSteps } from '../components/head-unit-steps';
import { helpLink as link } from '../link-class';
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

/**
 * The section the address names (`/help#ntg-5s1`, from the success page or the PIN e-mail) is
 * scrolled to and its heading focused, after the page's own focus on its title (a frame later).
 */
function useSectionOfAddress() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      const heading = document.getElementById(decodeURIComponent(hash.slice(1)))?.querySelector('h3');
      heading?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

/**
 * Help (/help, issue 17): entering the PIN on each head unit (issue 32), the questions customers ask
 * before and after buying, and whom to ask.
 */
export function HelpPage() {
  const { config } = useSiteConfig();
  useSectionOfAddress();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 pb-8">
      <PageHeader title={t.title}>
        <p className="text-slate-600">{t.intro}</p>
      </PageHeader>
      <Card className="grid gap-6 p-4 sm:p-6">
        <section aria-labelledby="help-units" className="grid gap-3">
          <h2 id="help-units" className="text-lg font-semibold text-slate-900">
            {t.units.title}
          </h2>
          <p className="text-slate-700">{t.units.intro}</p>
          <nav aria-label={t.units.nav}>
            <ul className="flex flex-wrap gap-2">
              {COMAND_ORDER.map((unit) => (
                <li key={unit}>
                  <a
                    href={`#${helpAnchorOf(unit)}`}
                    className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-accent/15 focus-visible:outline-2 focus-visible:outline-accent-dark"
                  >
                    {unit}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {COMAND_ORDER.map((unit) => (
            <HeadUnitSteps key={unit} unit={unit} supportEmail={config.support_email} />
          ))}
        </section>
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
        <Answer question={t.mapVersion.question}>
          <p>{t.mapVersion.answer}</p>
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
