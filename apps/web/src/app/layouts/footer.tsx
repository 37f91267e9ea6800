import { Globe, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { legalLinkTexts } from '@/features/legal/texts/links';
import { useSiteConfig } from '@/lib/site-config';

const legalLinks = [
  [paths.terms.getHref(), 'terms'],
  [paths.withdrawal.getHref(), 'withdrawal'],
  [paths.privacy.getHref(), 'privacy'],
  [paths.imprint.getHref(), 'imprint'],
  [paths.withdraw.getHref(), 'withdrawOnline'],
] as const;

export function Footer() {
  const { config } = useSiteConfig();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold text-slate-900">{config.brand}</p>
        <p className="flex items-center gap-1.5">
          <Globe className="size-4" aria-hidden="true" />
          {texts.tagline}
        </p>
        <a
          href={`mailto:${config.support_email}`}
          className="flex items-center gap-1.5 font-medium text-accent-dark underline-offset-4 hover:underline"
        >
          <Mail className="size-4" aria-hidden="true" />
          {config.support_email}
        </a>
      </div>
      {/* The legal pages and the online withdrawal, on every page (issue 32). */}
      <nav aria-label={legalLinkTexts.navLabel} className="mx-auto max-w-6xl px-4 pb-6">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {legalLinks.map(([href, label]) => (
            <li key={href}>
              <Link to={href} className="text-slate-700 underline underline-offset-4 hover:text-slate-950">
                {legalLinkTexts[label]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
