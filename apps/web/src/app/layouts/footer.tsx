import { Globe, Mail } from 'lucide-react';
import { texts } from '@/config/texts';
import { useSiteConfig } from '@/lib/site-config';

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
    </footer>
  );
}
