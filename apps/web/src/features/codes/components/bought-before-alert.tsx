import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatTimeAgo } from '@/lib/format';
import { useSession } from '@/lib/session';
import { paymentPageTexts } from '../result-texts';

const t = paymentPageTexts.payment;

/**
 * "You bought this PIN … ago": a signed-in customer's link to the order history, a guest's e-mail
 * the PIN went to, and "Buy again" (issue 31).
 */
export function BoughtBeforeAlert({
  at,
  email,
  onBuyAgain,
}: {
  at: Date;
  email: string;
  onBuyAgain: () => void;
}) {
  const { tokens } = useSession();
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p>
        {t.boughtBefore(formatTimeAgo(at))}{' '}
        {tokens ? (
          <Link to={paths.profile.orders.getHref()} className="font-medium underline underline-offset-4">
            {t.seeIt}
          </Link>
        ) : (
          t.sentTo(email)
        )}
      </p>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onBuyAgain}>
        {t.buyAgain}
      </Button>
    </div>
  );
}
