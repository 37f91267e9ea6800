import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Section } from '@/components/ui/section';
import { exportInvoices } from '../api/invoices';
import { Announcer } from '../components/announcer';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.invoices;

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 7)}-01`;

/** /admin/invoices (admin): a period's invoices and credit notes, as CSV or a zip of their PDFs. */
export function InvoicesPage() {
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState<'csv' | 'zip' | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');

  const run = async (format: 'csv' | 'zip') => {
    setBusy(format);
    setError('');
    try {
      setNote(t.saved(await exportInvoices({ from, to, format })));
    } catch {
      setError(t.failed);
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('csv');
  };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <Announcer message={note} />
      <Section title={t.exportTitle}>
        <p className="text-sm text-slate-700">{t.intro}</p>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor={fromId}>{t.from}</Label>
            <Input id={fromId} type="date" required value={from} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={toId}>{t.to}</Label>
            <Input id={toId} type="date" required value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          <Button type="submit" isLoading={busy === 'csv'} disabled={busy !== null}>
            {t.csv}
          </Button>
          <Button
            type="button"
            variant="outline"
            isLoading={busy === 'zip'}
            disabled={busy !== null}
            onClick={() => void run('zip')}
          >
            {t.zip}
          </Button>
        </form>
        {error && <Alert variant="destructive" title={error} />}
      </Section>
    </div>
  );
}
