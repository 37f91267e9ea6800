import { cn } from '@/lib/cn';
import type { OrderFilter } from '../api/orders';
import { backofficeTexts } from '../texts';

const FILTERS: OrderFilter[] = ['awaiting_pin', 'fulfilled', 'failed', 'pending_payment', 'all'];

/** The order queue's status filter: a group of toggle buttons, the chosen one pressed. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: OrderFilter;
  onChange: (value: OrderFilter) => void;
}) {
  return (
    <div role="group" aria-label={backofficeTexts.orders.statusFilter} className="flex flex-wrap gap-1">
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'rounded-full border px-3 py-1.5 text-sm font-medium',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-dark',
            value === filter
              ? 'border-accent-dark bg-accent-dark text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {backofficeTexts.orderStatus[filter]}
        </button>
      ))}
    </div>
  );
}
