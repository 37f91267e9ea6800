import { AlertTriangle, CheckCircle2, Clock, FileText, Loader2, XCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { converterTexts, fillText } from '../texts';
import type { ConversionStatus, FileConversion } from '../hooks/use-conversion-batch';

/** Long module lists (up to 1,000 per file) are cut here; the zip holds them all. */
const SHOWN_MODULES = 40;

const badges: Record<ConversionStatus, { icon: ReactNode; className: string }> = {
  waiting: { icon: <Clock className="size-4" />, className: 'bg-slate-100 text-slate-700' },
  uploading: { icon: <Loader2 className="size-4 animate-spin" />, className: 'bg-accent/15 text-slate-900' },
  converting: { icon: <Loader2 className="size-4 animate-spin" />, className: 'bg-accent/15 text-slate-900' },
  processed: { icon: <CheckCircle2 className="size-4" />, className: 'bg-emerald-50 text-emerald-800' },
  error: { icon: <XCircle className="size-4" />, className: 'bg-red-50 text-red-800' },
  incorrectFileType: { icon: <AlertTriangle className="size-4" />, className: 'bg-amber-50 text-amber-900' },
};

function StatusBadge({ status }: { status: ConversionStatus }) {
  const badge = badges[status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        badge.className,
      )}
    >
      <span aria-hidden="true">{badge.icon}</span>
      {converterTexts.status[status]}
    </span>
  );
}

function ModuleList({ fileName, modules, count }: { fileName: string; modules: string[]; count?: number }) {
  const id = useId();
  const shown = modules.slice(0, SHOWN_MODULES);
  const hidden = Math.max(count ?? 0, modules.length) - shown.length;
  return (
    <div className="grid gap-1.5">
      <p id={id} className="text-xs font-medium text-slate-600">
        {converterTexts.modules}
        <span className="sr-only"> {fillText(converterTexts.modulesOf, { file: fileName })}</span>
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-1.5">
        {shown.map((name, index) => (
          <li
            key={`${index}-${name}`}
            className="rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 font-mono text-xs text-slate-800"
          >
            {name}
          </li>
        ))}
        {hidden > 0 && (
          <li className="px-1 py-0.5 text-xs text-slate-600">
            {fillText(converterTexts.moreModules, { count: hidden })}
          </li>
        )}
      </ul>
    </div>
  );
}

/** The per-file result list: status, upload progress, the server's reason, the modules found. */
export function ConversionList({ files }: { files: readonly FileConversion[] }) {
  const headingId = useId();
  if (files.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {converterTexts.results}
      </h2>
      <ul className="grid gap-3">
        {files.map((entry) => (
          <li
            key={entry.id}
            aria-label={entry.file.name}
            className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex min-w-0 items-center gap-2 font-medium text-slate-900">
                <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="break-all">{entry.file.name}</span>
              </span>
              <StatusBadge status={entry.status} />
            </div>
            {entry.status === 'uploading' && (
              <div className="flex items-center gap-3">
                <Progress
                  value={entry.progress}
                  label={fillText(converterTexts.uploadProgress, { file: entry.file.name })}
                />
                <span
                  className="w-10 shrink-0 text-end text-xs text-slate-600 tabular-nums"
                  aria-hidden="true"
                >
                  {entry.progress}%
                </span>
              </div>
            )}
            {entry.status === 'converting' && (
              <p className="text-sm text-slate-700">{converterTexts.converting}</p>
            )}
            {entry.reason && (
              <p
                className={cn(
                  'text-sm break-words',
                  entry.status === 'error' ? 'text-red-700' : 'text-amber-900',
                )}
              >
                {entry.reason}
              </p>
            )}
            {entry.modules.length > 0 && (
              <ModuleList fileName={entry.file.name} modules={entry.modules} count={entry.moduleCount} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
