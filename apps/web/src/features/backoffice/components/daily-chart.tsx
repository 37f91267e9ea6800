import { lazy, Suspense } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDay } from '../lib/format';
import { backofficeTexts } from '../texts';
import type { DailyPoint } from './uplot-chart';

// The chart library (uPlot) comes when the dashboard draws, not with every back-office page.
const UplotChart = lazy(() => import('./uplot-chart').then((m) => ({ default: m.UplotChart })));

const t = backofficeTexts.dashboard;

/** The last 30 days as a chart, with the same figures as a table for screen readers and keyboards. */
export function DailyChart({ daily, currency }: { daily: readonly DailyPoint[]; currency: string }) {
  const revenueLabel = t.revenueColumn(currency);
  return (
    <figure className="grid gap-3" aria-label={t.chartTitle}>
      <div aria-hidden="true">
        <Suspense fallback={<div className="h-[260px]" />}>
          <UplotChart daily={daily} revenueLabel={revenueLabel} />
        </Suspense>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-accent-dark">{t.chartTable}</summary>
        <Table className="mt-2">
          <TableHeader>
            <TableRow>
              <TableHead>{t.date}</TableHead>
              <TableHead>{t.orders}</TableHead>
              <TableHead>{revenueLabel}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {daily.map((day) => (
              <TableRow key={day.date}>
                <TableCell>{formatDay(day.date)}</TableCell>
                <TableCell>{day.orders}</TableCell>
                <TableCell>{day.revenue}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </figure>
  );
}
