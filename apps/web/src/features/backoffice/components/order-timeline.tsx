import type { StaffOrderDetail } from '@navihub/contract/backoffice';
import { formatDateTime } from '../lib/format';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.order;

/** What happened to the order, in order. */
export function OrderTimeline({ timeline }: { timeline: StaffOrderDetail['timeline'] }) {
  return (
    <ol className="grid gap-3 border-s-2 border-slate-200 ps-4">
      {timeline.map((event, index) => (
        <li key={`${event.event}-${index}`} className="grid gap-0.5">
          <p className="font-medium text-slate-900">
            {t.events[event.event] ?? event.event}{' '}
            <span className="text-sm font-normal text-slate-500">
              {event.at ? formatDateTime(event.at) : t.unknownTime}
            </span>
          </p>
          {event.detail && <p className="text-sm text-slate-700">{event.detail}</p>}
        </li>
      ))}
    </ol>
  );
}
