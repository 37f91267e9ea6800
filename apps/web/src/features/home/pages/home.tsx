import { ChevronRight, FileCode, MapPin, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { cn } from '@/lib/cn';
import { useSiteConfig } from '@/lib/site-config';
import { useCodePrice } from '../api/code-price';
import { homeTexts } from '../texts';

/** The comand a head unit the card lists stands for, where the specification's label differs. */
const COMAND_OF_LABEL: Record<string, string> = { 'NTG 5*2': 'NTG 5/5s2' };

/** The head units the card lists (the specification's labels) and the comand each stands for. */
const headUnits = texts.home.navigationCodesItems.map((label) => ({
  label,
  comand: COMAND_OF_LABEL[label] ?? label,
}));

const cardClass = 'flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

function CardTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-3 text-lg font-semibold text-slate-900">
      <span
        className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent/15 text-accent-dark"
        aria-hidden="true"
      >
        {icon}
      </span>
      {children}
    </h3>
  );
}

const bullet = <ChevronRight className="mt-1 size-4 shrink-0 text-accent-dark" aria-hidden="true" />;

/**
 * The first screen on a phone (issue 32): what is sold, the head units, the price, the delivery,
 * the rule for a wrong VIN, and the one button to the code form.
 */
function Offer() {
  const t = homeTexts;
  const price = useCodePrice().data;
  return (
    <section aria-labelledby="home-title" className={cn(cardClass, 'gap-3 sm:p-8')}>
      <h1 id="home-title" className="text-2xl font-bold text-balance text-slate-900 sm:text-3xl">
        {t.title}
      </h1>
      <ul aria-label={t.headUnits} className="flex flex-wrap gap-2">
        {headUnits.map(({ comand }) => (
          <li
            key={comand}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800"
          >
            {comand}
          </li>
        ))}
      </ul>
      <ul className="grid gap-1.5 text-slate-700">
        {/* The line keeps its height until the price is known: nothing below it moves. */}
        <li className="flex min-h-6 gap-2 font-semibold text-slate-900">
          {price && (
            <>
              {bullet}
              {t.price(price.amount)}
            </>
          )}
        </li>
        <li className="flex gap-2">
          {bullet}
          {t.delivery}
        </li>
        <li className="flex gap-2 text-sm">
          {bullet}
          {t.wrongVin}
        </li>
      </ul>
      <Link to={paths.navipin.getHref()} className={cn(buttonClasses('default', 'lg'), 'w-full sm:w-fit')}>
        {t.start}
      </Link>
    </section>
  );
}

/** Services home page: the offer, then three cards (spec §2). 'Remote service' is informational, not a link. */
export function HomePage() {
  const { config } = useSiteConfig();
  const linkCard = cn(
    cardClass,
    'transition hover:border-accent hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-dark',
  );
  return (
    <div className="grid gap-6 py-4 sm:py-6">
      <Offer />
      <h2 className="sr-only">{texts.home.heading}</h2>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <li>
          {/* The card is the link to /navipin (its title's link covers it); each head unit is a
              link of its own that opens the form with that head unit chosen (issue 31). */}
          <div className={cn(cardClass, 'relative transition hover:border-accent hover:shadow-md')}>
            <CardTitle icon={<MapPin className="size-5" />}>
              <Link
                to={paths.navipin.getHref()}
                className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-dark"
              >
                {texts.home.navigationCodes}
              </Link>
            </CardTitle>
            <ul className="grid gap-1.5 text-slate-700">
              {headUnits.map(({ label, comand }) => (
                <li key={label} className="flex items-center gap-2">
                  <ChevronRight className="size-4 text-accent-dark rtl:rotate-180" aria-hidden="true" />
                  <Link
                    to={paths.navipin.getHref({ comand })}
                    className="relative z-10 -my-1 py-1 underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-accent-dark"
                  >
                    {label}
                  </Link>
                </li>
              ))}
              <li className="flex flex-wrap items-center gap-2">
                <ChevronRight className="size-4 text-accent-dark rtl:rotate-180" aria-hidden="true" />
                <span>{texts.home.buyInBundle}</span>
                <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-slate-950">
                  {texts.home.bundleDiscount}
                </span>
              </li>
            </ul>
          </div>
        </li>
        <li>
          <Link to={paths.vrxtool.getHref()} className={linkCard}>
            <CardTitle icon={<FileCode className="size-5" />}>{texts.home.converter}</CardTitle>
            <p className="text-slate-700">{texts.home.converterText}</p>
          </Link>
        </li>
        <li>
          <section className={cardClass} aria-labelledby="remote-service-heading">
            <CardTitle icon={<Wrench className="size-5" />}>
              <span id="remote-service-heading">{texts.home.remoteService}</span>
            </CardTitle>
            <ul className="grid gap-1.5 text-slate-700">
              {config.remote_services.map((service) => (
                <li key={service} className="flex items-center gap-2">
                  <ChevronRight
                    className="size-4 shrink-0 text-accent-dark rtl:rotate-180"
                    aria-hidden="true"
                  />
                  <span>{service}</span>
                </li>
              ))}
            </ul>
          </section>
        </li>
      </ul>
    </div>
  );
}

export default HomePage;
