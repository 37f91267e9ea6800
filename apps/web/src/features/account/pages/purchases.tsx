import type { BundlePurchase } from '@navihub/contract/payments';
import { messages } from '@navihub/contract/messages';
import { LoadFailure } from '@/components/ui/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { texts } from '@/config/texts';
import { formatDate, formatMoney } from '@/lib/format';
import { useBundlePurchases } from '../api/bundle-purchases';

const t = texts.purchases;

/** What a purchase gives: "10 tokens" or "30 days". */
function whatItGives(purchase: BundlePurchase): string {
  if (purchase.tokens !== null) return t.tokens(purchase.tokens);
  if (purchase.duration_days !== null) return t.days(purchase.duration_days);
  return '—';
}

/**
 * Bundle purchases (/profile/purchases, issue 17): token and subscription bundles bought by card,
 * newest first; a table from 640 px, a card per purchase below.
 */
export function PurchasesPage() {
  const purchases = useBundlePurchases();
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t.heading}</h2>
      {purchases.isPending && purchases.fetchStatus !== 'idle' ? (
        <Spinner label={messages.loading} />
      ) : purchases.isError ? (
        <LoadFailure
          title={t.unavailable}
          retryLabel={t.retry}
          retrying={purchases.isFetching}
          onRetry={() => void purchases.refetch()}
        />
      ) : !purchases.data || purchases.data.length === 0 ? (
        <p className="text-slate-600">{t.empty}</p>
      ) : (
        <>
          <ul aria-label={t.heading} className="grid gap-3 sm:hidden">
            {purchases.data.map((purchase) => (
              <li key={purchase.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <p className="font-medium text-slate-900">{purchase.name}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-600">{t.date}</dt>
                  <dd>{formatDate(purchase.created_at)}</dd>
                  <dt className="text-slate-600">{t.amount}</dt>
                  <dd>{formatMoney(purchase.amount, purchase.currency)}</dd>
                  <dt className="text-slate-600">{t.gives}</dt>
                  <dd>{whatItGives(purchase)}</dd>
                  <dt className="text-slate-600">{t.status}</dt>
                  <dd>{t.statuses[purchase.status]}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t.heading}</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pe-4 font-medium">
                    {t.date}
                  </th>
                  <th scope="col" className="py-2 pe-4 font-medium">
                    {t.bundle}
                  </th>
                  <th scope="col" className="py-2 pe-4 font-medium">
                    {t.amount}
                  </th>
                  <th scope="col" className="py-2 pe-4 font-medium">
                    {t.gives}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t.status}
                  </th>
                </tr>
              </thead>
              <tbody>
                {purchases.data.map((purchase) => (
                  <tr key={purchase.id} className="border-b border-slate-100">
                    <td className="py-2 pe-4 whitespace-nowrap">{formatDate(purchase.created_at)}</td>
                    <td className="py-2 pe-4">{purchase.name}</td>
                    <td className="py-2 pe-4 whitespace-nowrap">
                      {formatMoney(purchase.amount, purchase.currency)}
                    </td>
                    <td className="py-2 pe-4 whitespace-nowrap">{whatItGives(purchase)}</td>
                    <td className="py-2">{t.statuses[purchase.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

export default PurchasesPage;
