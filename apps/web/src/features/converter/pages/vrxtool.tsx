import { Download } from 'lucide-react';
import { useRef } from 'react';
import { messages } from '@navihub/contract/messages';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toastError } from '@/lib/toast';
import { converterTexts, fillText } from '../texts';
import { ConvertError, useCombinedArchive, type ConvertedArchive } from '../api/convert';
import { ConversionList } from '../components/conversion-list';
import { DropZone } from '../components/drop-zone';
import { useConversionBatch, type FileConversion } from '../hooks/use-conversion-batch';
import { FILE_DIALOG_ACCEPT, MAX_FILE_BYTES, MAX_FILES, MIN_FILE_BYTES } from '../lib/file-type';
import { saveBlob } from '@/lib/save-blob';

/** What screen readers hear: progress while the batch runs, a summary when it ends. */
function announcement(files: readonly FileConversion[], busy: boolean): string {
  if (files.length === 0) return '';
  if (busy) {
    const done = files.filter(
      (f) => f.status !== 'waiting' && f.status !== 'uploading' && f.status !== 'converting',
    ).length;
    return fillText(converterTexts.announceBusy, { done, total: files.length });
  }
  const counts = new Map<string, number>();
  for (const f of files)
    counts.set(converterTexts.status[f.status], (counts.get(converterTexts.status[f.status]) ?? 0) + 1);
  const summary = [...counts].map(([label, count]) => `${count} ${label}`).join(', ');
  return fillText(converterTexts.announceDone, { summary });
}

/** File conversion (/vrxtool, spec §2, §4, §5, §8). */
export function VrxToolPage() {
  const { batch, files, busy, start } = useConversionBatch();
  const combine = useCombinedArchive();
  // The several-file zip is built once per batch and set of results; a second click saves the same one.
  const combined = useRef<{ batch: number; count: number; archive: ConvertedArchive } | null>(null);

  const processed = files.filter((f) => f.status === 'processed' && f.archive);

  async function download() {
    const [only] = processed;
    if (processed.length === 1 && only?.archive) {
      saveBlob(only.archive.blob, only.archive.fileName);
      return;
    }
    if (combined.current?.batch === batch && combined.current.count === processed.length) {
      saveBlob(combined.current.archive.blob, combined.current.archive.fileName);
      return;
    }
    try {
      const archive = await combine.mutateAsync(processed.map((f) => f.file));
      combined.current = { batch, count: processed.length, archive };
      saveBlob(archive.blob, archive.fileName);
    } catch (error) {
      toastError(
        error instanceof ConvertError && error.body?.detail ? error.body.detail : messages.somethingWrong,
      );
    }
  }

  return (
    <div className="grid max-w-3xl gap-6 pb-10">
      <PageHeader title={converterTexts.title}>
        <p className="text-slate-700">{converterTexts.intro}</p>
      </PageHeader>

      <Card className="grid gap-6 p-4 sm:p-6">
        <DropZone
          busy={busy}
          onFiles={start}
          maxFiles={MAX_FILES}
          maxSize={MAX_FILE_BYTES}
          minSize={MIN_FILE_BYTES}
          dialogAccept={FILE_DIALOG_ACCEPT}
          actions={
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              // Enabled once a result exists (spec §4), also while later files still upload.
              disabled={processed.length === 0}
              isLoading={combine.isPending}
              onClick={() => void download()}
            >
              {!combine.isPending && <Download className="size-4" aria-hidden="true" />}
              {converterTexts.download}
            </Button>
          }
        />
        <p role="status" aria-live="polite" className="sr-only">
          {announcement(files, busy)}
        </p>
        <ConversionList files={files} />
      </Card>
    </div>
  );
}

export default VrxToolPage;
