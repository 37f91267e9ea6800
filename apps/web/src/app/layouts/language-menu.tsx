import { ChevronDown, Globe } from 'lucide-react';
import { useLocation } from 'react-router';
import { LOCALES, localizedPath } from '@navihub/contract/locales';
import { texts } from '@/config/texts';
import { activeLocale } from '@/i18n/translated';
import { getTokens } from '@/lib/session';

/** A year: the choice stays until the visitor makes another. */
const YEAR = 365 * 24 * 3600;

/**
 * The header's language selector (issue 32): the page in each of the shop's languages, named in
 * itself. Choosing one opens that language's address of this page and keeps the choice in the
 * `lang` cookie, which the server follows over the browser's languages (decision 058). A signed-in
 * customer's account takes the language too, so that their e-mails follow it (decision 068): the
 * page changes once the account has stored it, or has failed to within a few seconds.
 */
export function LanguageMenu() {
  const { pathname, search, hash } = useLocation();
  const current = activeLocale();
  const name = LOCALES.find((l) => l.code === current)?.name;
  return (
    <details className="relative text-sm">
      <summary
        aria-label={`${texts.language}: ${name}`}
        className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2"
      >
        <Globe className="size-4" aria-hidden="true" />
        <span lang={current}>{name}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </summary>
      <ul className="absolute end-0 z-50 mt-1 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        {LOCALES.map(({ code, name }) => (
          <li key={code}>
            <a
              href={localizedPath(code, pathname) + search + hash}
              hrefLang={code}
              lang={code}
              aria-current={code === current ? 'true' : undefined}
              className={`block px-3 py-1.5 whitespace-nowrap text-slate-800 hover:bg-slate-100${code === current ? ' font-semibold' : ''}`}
              onClick={(event) => {
                document.cookie = `lang=${code}; path=/; max-age=${YEAR}; samesite=lax`;
                if (!getTokens()) return;
                const saved = import('@/features/account/api/account-language')
                  .then((m) => m.saveAccountLanguage(code))
                  .catch(() => undefined);
                // A new tab or window opens at once; this page waits for the account to be told.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                event.preventDefault();
                const href = event.currentTarget.href;
                void saved.then(() => window.location.assign(href));
              }}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
