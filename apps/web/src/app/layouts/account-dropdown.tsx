import { ChevronDown, LogOut, Settings, ShoppingBag, User } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { logout } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Staff and admins reach the back-office from every page; customers never see the link. */
function BackofficeLink() {
  const role = useSession().user?.role;
  if (role !== 'staff' && role !== 'admin') return null;
  return (
    <Button variant="ghost" size="sm" asChild>
      <Link to={paths.backoffice.getHref()}>{texts.backoffice}</Link>
    </Button>
  );
}

/**
 * The signed-in customer's account menu, and for staff the back-office link beside it. A chunk of
 * its own: the menu library (Radix, Floating UI) and the link are fetched only by users who are
 * signed in, never on a guest's first load.
 */
export function AccountDropdown({ label, defaultOpen = false }: { label: string; defaultOpen?: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <BackofficeLink />
      <DropdownMenu modal={false} defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="max-w-[14rem] sm:max-w-xs">
            <span className="truncate">{label}</span>
            <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{texts.myAccount}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to={paths.profile.root.getHref()}>
              <User className="size-4" aria-hidden="true" />
              {texts.profile}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.profile.orders.getHref()}>
              <ShoppingBag className="size-4" aria-hidden="true" />
              {texts.orders}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.profile.settings.getHref()}>
              <Settings className="size-4" aria-hidden="true" />
              {texts.settings}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            className="text-red-600 data-[highlighted]:bg-red-50"
            onSelect={() => void logout()}
          >
            <LogOut className="size-4" aria-hidden="true" />
            {texts.logOut}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
