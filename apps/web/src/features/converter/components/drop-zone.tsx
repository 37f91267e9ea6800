import { UploadCloud } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { converterTexts, fillText } from '../texts';

export type DropZoneProps = {
  onFiles: (files: File[]) => void;
  /** While true the zone is disabled and 'Choose file' reads 'Processing...'. */
  busy: boolean;
  maxFiles: number;
  maxSize: number;
  minSize?: number;
  /** Types the zone itself rejects ('File type must be ...'); unset lets every type through. */
  accept?: Accept;
  /** The file dialog's filter only (the `accept` attribute of the input). */
  dialogAccept?: string;
  /** Further buttons next to 'Choose file'. */
  actions?: ReactNode;
};

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** react-dropzone gives 'Too many files' for every file of an oversized drop: say it once. */
function rejectionLines(rejections: readonly FileRejection[]): string[] {
  const lines: string[] = [];
  let tooMany: string | null = null;
  for (const { file, errors } of rejections) {
    const own = errors.filter((e) => e.code !== 'too-many-files').map((e) => e.message);
    tooMany ??= errors.find((e) => e.code === 'too-many-files')?.message ?? null;
    if (own.length > 0) lines.push(`${file.name}: ${own.join('; ')}`);
  }
  if (tooMany) lines.unshift(tooMany);
  return lines;
}

/**
 * The drop zone of spec §2/§5: a keyboard-reachable button-like region ('Drag and Drop it here',
 * 'Drop the files here ...' while dragging), the 'Choose file' button, and react-dropzone's own
 * rejection messages. Cancelling the file dialog is noticed by react-dropzone 300 ms after the
 * window regains focus (spec §9).
 */
export function DropZone({
  onFiles,
  busy,
  maxFiles,
  maxSize,
  minSize,
  accept,
  dialogAccept,
  actions,
}: DropZoneProps) {
  const id = useId();
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: true,
    maxFiles,
    maxSize,
    minSize,
    accept,
    disabled: busy,
    onDrop: (accepted, rejected) => {
      setRejections(rejected);
      if (accepted.length > 0) onFiles(accepted);
    },
  });
  const lines = rejectionLines(rejections);
  // Later props win over react-dropzone's own, so the dialog can filter while drops are not.
  // The input is hidden from assistive technology: the zone and 'Choose file' are its controls.
  const inputProps = getInputProps({
    name: 'vrx_file',
    'aria-hidden': true,
    ...(dialogAccept ? { accept: dialogAccept } : {}),
  });

  return (
    <div className="grid gap-4">
      {/* Beside the zone, not in it: a control inside a button is not reachable as itself. */}
      <input {...inputProps} />
      <div
        {...getRootProps({
          role: 'button',
          'aria-labelledby': `${id}-text`,
          'aria-describedby': `${id}-hint`,
          'aria-disabled': busy || undefined,
        })}
        className={cn(
          'flex min-h-44 cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-dark',
          isDragActive
            ? 'border-accent bg-accent/10'
            : 'border-slate-300 bg-slate-50 hover:border-accent hover:bg-accent/5',
          busy && 'cursor-progress opacity-70',
        )}
      >
        <UploadCloud
          className={cn('size-10', isDragActive ? 'text-accent-dark' : 'text-slate-400')}
          aria-hidden="true"
        />
        <p id={`${id}-text`} className="text-lg font-medium text-slate-900">
          {isDragActive ? converterTexts.dropZoneActive : converterTexts.dropZone}
        </p>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {fillText(converterTexts.dropZoneHint, { maxFiles, maxSize: formatSize(maxSize) })}
        </p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={open} isLoading={busy} className="w-full sm:w-auto">
          {busy ? converterTexts.processing : converterTexts.chooseFile}
        </Button>
        {actions}
      </div>

      {lines.length > 0 && (
        <Alert title={converterTexts.rejected} variant="destructive">
          <ul className="grid gap-1">
            {lines.map((line, index) => (
              <li key={`${index}-${line}`} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
