import { lazy, Suspense, useState } from 'react';
import { withCatalogs } from '@/i18n/catalogs';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { useSession } from '@/lib/session';

const AccountDropdown = lazy(() =>
  import('./account-dropdown').then(withCatalogs).then((m) => ({ default: m.AccountDropdown })),
);

/** Header account area: the e-mail button with the account menu, or Sign Up / Log in for guests. */
export function AccountMenu() {
  const { tokens, user } = useSession();
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);

  if (!tokens) {
    return (
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" asChild>
          <Link to={paths.register.getHref()}>{texts.signUp}</Link>
        </Button>
        <Button size="sm" asChild>
          <Link to={paths.login.getHref()}>{texts.logIn}</Link>
        </Button>
      </div>
    );
  }

  const label = user?.email || texts.myAccount;
  // While the menu's chunk arrives (a moment, once per visit) the same button stands in its place;
  // a click on it opens the menu as soon as it is there.
  const placeholder = (
    <Button
      variant="outline"
      size="sm"
      className="max-w-[14rem] sm:max-w-xs"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setOpenWhenLoaded(true)}
    >
      <span className="truncate">{label}</span>
      <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <AccountDropdown label={label} defaultOpen={openWhenLoaded} />
    </Suspense>
  );
}
