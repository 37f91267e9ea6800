import { CATALOGUE_CSV_MAX } from '../lib/limits';
import { messages } from '@navihub/contract/messages';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { exportCatalogue, useImportCatalogue } from '../api/catalogue';
import { errorDetail, fieldMessages } from '../lib/error-text';
import { backofficeTexts } from '../texts';
import { Section } from '@/components/ui/section';
import { Textarea } from '@/components/ui/textarea';

const t = backofficeTexts.catalogue;

/** Hands the browser a text as a file to save. */
function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The catalogue as the CLI's CSV: import (all rows or none, wrong lines listed) and export. */
export function CsvSection({ onChange }: { onChange: (note: string) => void }) {
  const fileId = useId();
  const textId = useId();
  const errorsId = useId();
  const importer = useImportCatalogue();
  const [csv, setCsv] = useState('');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  const lineErrors = fieldMessages(importer.error, 'csv');
  const general = importer.isError && lineErrors.length === 0 ? errorDetail(importer.error) : undefined;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setCsv(await file.text());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    importer.mutate(csv, {
      onSuccess: (result) => {
        setCsv('');
        onChange(t.imported(result.added, result.unchanged));
      },
    });
  };

  const runExport = async () => {
    setExporting(true);
    setExportError('');
    try {
      const file = await exportCatalogue();
      download(file.filename, file.csv);
      onChange(t.exported(file.filename));
    } catch (error) {
      setExportError(errorDetail(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Section title={t.importTitle}>
      <form onSubmit={submit} noValidate className="grid gap-3">
        <p className="text-sm text-slate-600">{t.importHelp}</p>
        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>{t.csvFile}</Label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(e) => void readFile(e)}
            className="text-sm file:me-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={textId}>{t.csvText}</Label>
          <Textarea
            id={textId}
            rows={6}
            className="font-mono"
            maxLength={CATALOGUE_CSV_MAX}
            value={csv}
            onChange={(e) => setCsv(e.target.value)}
            aria-invalid={lineErrors.length > 0 || undefined}
            aria-describedby={lineErrors.length > 0 ? errorsId : undefined}
          />
        </div>
        {lineErrors.length > 0 && (
          <div
            id={errorsId}
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <p className="font-medium">{t.importErrors}</p>
            <ul className="list-disc ps-5">
              {lineErrors.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        {general && (
          <Alert variant="destructive" title={messages.errorTitle}>
            {general}
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!csv.trim()} isLoading={importer.isPending}>
            {t.importSubmit}
          </Button>
          <Button variant="outline" isLoading={exporting} onClick={() => void runExport()}>
            {t.exportCsv}
          </Button>
        </div>
        {exportError && (
          <Alert variant="destructive" title={messages.errorTitle}>
            {exportError}
          </Alert>
        )}
      </form>
    </Section>
  );
}
