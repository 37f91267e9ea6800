import { ChevronRight, FileCog, MapPinned, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { cn } from '@/lib/cn';
import { useSiteConfig } from '@/lib/site-config';

const cardClass = 'flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

function CardTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h2 className="flex items-center gap-3 text-lg font-semibold text-slate-900">
      <span
        className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent/15 text-accent-dark"
        aria-hidden="true"
      >
        {icon}
      </span>
      {children}
    </h2>
  );
}

/** Services home page: three cards (spec §2). 'Remote service' is informational, not a link. */
export function HomePage() {
  const { config } = useSiteConfig();
  const linkCard = cn(
    cardClass,
    'transition hover:border-accent hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-dark',
  );
  return (
    <div className="py-6">
      <h1 className="sr-only">{texts.home.heading}</h1>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <li>
          <Link to={paths.navipin.getHref()} className={linkCard}>
            <CardTitle icon={<MapPinned className="size-5" />}>{texts.home.navigationCodes}</CardTitle>
            <ul className="grid gap-1.5 text-slate-700">
              {texts.home.navigationCodesItems.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <ChevronRight className="size-4 text-accent-dark" aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
              <li className="flex flex-wrap items-center gap-2">
                <ChevronRight className="size-4 text-accent-dark" aria-hidden="true" />
                <span>{texts.home.buyInBundle}</span>
                <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-slate-950">
                  {texts.home.bundleDiscount}
                </span>
              </li>
            </ul>
          </Link>
        </li>
        <li>
          <Link to={paths.vrxtool.getHref()} className={linkCard}>
            <CardTitle icon={<FileCog className="size-5" />}>{texts.home.converter}</CardTitle>
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
                  <ChevronRight className="size-4 shrink-0 text-accent-dark" aria-hidden="true" />
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
