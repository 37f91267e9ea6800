import { ChevronDown, Globe } from 'lucide-react';
import { useLocation } from 'react-router';
import { LOCALES, localizedPath } from '@navihub/contract/locales';
import { texts } from '@/config/texts';
import { activeLocale } from '@/i18n/translated';

/** A year: the choice stays until the visitor makes another. */
const YEAR = 365 * 24 * 3600;

/**
 * The header's language selector (issue 32): the page in each of the shop's languages, named in
 * itself. Choosing one opens that language's address of this page and keeps the choice in the
 * `lang` cookie, which the server follows over the browser's languages (decision 058).
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
              onClick={() => {
                document.cookie = `lang=${code}; path=/; max-age=${YEAR}; samesite=lax`;
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
