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

/**
 * The signed-in customer's account menu. A chunk of its own: the menu library (Radix, Floating UI)
 * is fetched only by customers who are signed in, never on a guest's first load.
 */
export function AccountDropdown({ label, defaultOpen = false }: { label: string; defaultOpen?: boolean }) {
  return (
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
  );
}
