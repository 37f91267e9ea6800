import type { ReactNode } from 'react';
import { paymentPageTexts } from '../result-texts';

const t = paymentPageTexts.payment;

/** The code form's values as the navigation state brings them; extra fields are passed on as they are. */
export type CodeOrder = {
  comand: string;
  map_region: string;
  version: string;
  vin: string;
  [field: string]: unknown;
};

/** What is being paid for: head unit, region, version, VIN, and the amount below them. */
export function OrderSummary({
  order,
  reference,
  children,
}: {
  order: CodeOrder;
  /** The order's NH- reference, once the order exists (the success page, issue 31). */
  reference?: string;
  children?: ReactNode;
}) {
  const rows: Array<[string, string]> = [
    [t.reference, reference ?? ''],
    [t.comand, order.comand],
    [t.mapRegion, order.map_region],
    [t.version, order.version],
    [t.vin, order.vin],
  ];
  return (
    <section aria-label={t.summary} className="grid gap-3 rounded-lg bg-slate-50 p-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium break-all text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      {children}
    </section>
  );
}
