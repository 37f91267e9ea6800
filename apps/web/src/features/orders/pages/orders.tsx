import { texts } from '@/config/texts';

/** Order history (/profile/orders). The table arrives with the orders issue. */
export function OrdersPage() {
  return <h2 className="text-lg font-semibold text-slate-900">{texts.placeholders.orders}</h2>;
}

export default OrdersPage;
