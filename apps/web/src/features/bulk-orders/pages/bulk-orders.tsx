import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { BULK_EXAMPLE_CSV } from '@navihub/contract/bulk-orders-rules';
import type { BulkDryRunReport } from '@navihub/contract/bulk-orders';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { Progress } from '@/components/ui/progress';
import { joinedErrorValues } from '@/lib/api-errors';
import { ApiError } from '@/lib/http';
import { useBulkOrder, useCheckBulkFile, useDownloadResults, useOrderBulkFile } from '../api/bulk-orders';
import { bulkTexts as t } from '../texts';

/** The error answer's sentence: its `detail`, else every message it holds. */
function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { detail?: unknown; rows?: unknown } | null;
    const rows = Array.isArray(body?.rows) ? ` ${(body.rows as string[]).join(' ')}` : '';
    if (typeof body?.detail === 'string') return `${body.detail}${rows}`;
  }
  return joinedErrorValues(error) || (error instanceof Error ? error.message : String(error));
}

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`${BULK_EXAMPLE_CSV}\n`)}`;

/** The rows of a check with an error or a warning, as a list that reads on a phone and a desk. */
function RowProblems({ report }: { report: BulkDryRunReport }) {
  const problems = report.report.filter((row) => !row.ok || row.warnings.length > 0);
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="bulk-problems" className="grid gap-2">
      <h3 id="bulk-problems" className="font-semibold text-slate-900">
        {t.problems}
      </h3>
      <ul className="grid gap-2">
        {problems.map((row) => (
          <li
            key={row.row}
            className={`rounded-md border p-3 text-sm ${row.ok ? 'border-amber-300 bg-amber-50' : 'border-red-300 bg-red-50'}`}
          >
            <p className="font-medium text-slate-900">
              {t.row} {row.row}
              {row.vin && <span className="ms-1 font-mono break-all">{row.vin}</span>}
              {row.reference && <span className="ms-1 text-slate-600">({row.reference})</span>}
            </p>
            <ul className="mt-1 list-disc ps-5">
              {row.errors.map((error) => (
                <li key={error} className="text-red-800">
                  {error}
                </li>
              ))}
              {row.warnings.map((warning) => (
                <li key={warning} className="text-amber-900">
                  {t.warning}: {warning}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A batch after its upload: progress while it runs, the results once it is done. */
function BatchProgress({ id, onAnother }: { id: string; onAnother: () => void }) {
  const batch = useBulkOrder(id);
  const download = useDownloadResults();
  if (batch.isError && !batch.data)
    return (
      <LoadFailure
        title={t.loadFailed}
        retryLabel={t.retry}
        retrying={batch.isFetching}
        onRetry={() => void batch.refetch()}
      />
    );
  const data = batch.data;
  const done = data?.status === 'completed';
  return (
    <section
      aria-live="polite"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <Progress value={data?.progress ?? 0} label={t.progressLabel} />
      <p className="text-slate-700">
        {!data || data.status === 'queued'
          ? t.queued
          : done
            ? t.completed(data.fulfilled, data.failed)
            : t.inProgress(data.done, data.rows)}
      </p>
      {done && (
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => download.mutate(id)} isLoading={download.isPending}>
              {t.download}
            </Button>
            <Button variant="outline" onClick={onAnother}>
              {t.another}
            </Button>
          </div>
          <p className="text-sm text-slate-600">{t.downloadNote}</p>
        </div>
      )}
    </section>
  );
}

/**
 * Bulk orders (/profile/bulk-orders, issue 34 part 5): upload a fleet's CSV, check it (a dry run,
 * each row's problems listed), order it, watch its progress and download the results. The batch's
 * id is kept in the address, so a reload or a shared link shows the same batch.
 */
export function BulkOrdersPage() {
  const [search, setSearch] = useSearchParams();
  const batchId = search.get('batch');
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const check = useCheckBulkFile();
  const order = useOrderBulkFile();
  const fileId = useId();
  // One key per checked file: a second click or a retry of the same order is the same batch.
  const orderKey = useMemo(() => (file ? crypto.randomUUID() : ''), [file]);

  function onCheck(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    order.reset();
    check.mutate(file);
  }

  function onOrder() {
    if (!file) return;
    order.mutate({ file, key: orderKey }, { onSuccess: (batch) => setSearch({ batch: batch.id }) });
  }

  function another() {
    setFile(null);
    check.reset();
    order.reset();
    setSearch({});
  }

  const report = check.data;
  return (
    <div className="grid max-w-3xl gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t.heading}</h2>
      <p className="text-slate-600">{t.intro}</p>
      {batchId ? (
        <BatchProgress id={batchId} onAnother={another} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {t.columns}{' '}
            <a className="text-accent-dark underline" href={templateHref} download="bulk-order-example.csv">
              {t.template}
            </a>
          </p>
          <form
            onSubmit={onCheck}
            className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <label htmlFor={fileId} className="text-sm font-medium text-slate-900">
              {t.file}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={missingFile ? `${fileId}-missing` : undefined}
              className="block w-full text-sm"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMissingFile(false);
                check.reset();
                order.reset();
              }}
            />
            {missingFile && (
              <p id={`${fileId}-missing`} className="text-sm text-red-700">
                {t.chooseFirst}
              </p>
            )}
            <div>
              <Button type="submit" variant="outline" isLoading={check.isPending}>
                {t.check}
              </Button>
            </div>
          </form>
          {check.isError && (
            <Alert variant="destructive" title={t.failedUpload}>
              {errorText(check.error)}
            </Alert>
          )}
          {report && (
            <section className="grid gap-3" aria-live="polite">
              <p className="font-medium text-slate-900">{t.summary(report.rows, report.valid_rows)}</p>
              {report.valid_rows > 0 && !report.message && (
                <p className="text-slate-700">
                  {report.pays_with === 'subscription'
                    ? t.paysWithSubscription
                    : t.paysWithPoints(report.valid_rows, report.points_balance)}{' '}
                  {report.invalid_rows > 0 && t.invalidRowsNote}
                </p>
              )}
              {report.message && (
                <Alert variant="destructive" title={t.cannotOrder}>
                  {report.message}
                </Alert>
              )}
              <RowProblems report={report} />
              {report.can_order && (
                <div>
                  <Button onClick={onOrder} isLoading={order.isPending}>
                    {order.isPending ? t.ordering : t.order(report.valid_rows)}
                  </Button>
                </div>
              )}
              {order.isError && (
                <Alert variant="destructive" title={t.failedUpload}>
                  {errorText(order.error)}
                </Alert>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}

export default BulkOrdersPage;
