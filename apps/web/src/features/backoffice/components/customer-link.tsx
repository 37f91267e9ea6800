import { Link } from 'react-router';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.orders;

/** An order's e-mail address, linked to its customer's page when the order has an account. */
export function CustomerLink({ customerId, email }: { customerId: number | null; email: string | null }) {
  const text = email ?? t.noEmail;
  if (customerId === null) return <>{text}</>;
  return (
    <Link
      to={backofficePaths.customer(customerId)}
      className="text-accent-dark underline-offset-4 hover:underline"
      title={t.customerOf(text)}
    >
      {text}
    </Link>
  );
}
