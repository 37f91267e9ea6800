import { messages } from '@navihub/contract/messages';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
import { LoadFailure } from '@/components/ui/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { vinTexts } from '../texts';
import { useVinDecode, type DecodedVin } from '../api/decode-vin';
import { VinDetails } from '../components/vin-details';
import { VinFieldsTable } from '../components/vin-fields-table';
import { datacardErrors, summaryOf } from '../components/datacard-lines';
import { problemText } from '../components/vin-problem-text';
import { vinCodeHref } from '../components/vin-href';

const linkClass = 'text-sm font-medium text-accent-dark underline-offset-4 hover:underline';

/** VIN decoder result page (/vin-table?vin=…): the server's decode, shareable by its address. */
export function VinTablePage() {
  const [searchParams] = useSearchParams();
  const vin = searchParams.get('vin')?.trim() ?? '';

  return (
    <div className="grid gap-4 pb-10">
      <PageHeader title={vinTexts.title} />
      {vin === '' ? (
        <p className="text-slate-700">
          {vinTexts.noVin}{' '}
          <Link to={vinCodeHref()} className={linkClass}>
            {vinTexts.title}
          </Link>
        </p>
      ) : (
        <VinResult vin={vin} />
      )}
    </div>
  );
}

function VinResult({ vin }: { vin: string }) {
  const decode = useVinDecode(vin);

  if (decode.isPending) return <Spinner label={messages.loading} />;
  if (decode.isError) {
    return (
      <LoadFailure
        title={messages.somethingWrong}
        retryLabel={vinTexts.retry}
        retrying={decode.isFetching}
        onRetry={() => void decode.refetch()}
        className="max-w-2xl"
      />
    );
  }
  if (!decode.data.ok) {
    return (
      <div className="grid justify-items-start gap-3">
        <Alert variant="destructive" title={vinTexts.wrongFormat} className="w-full max-w-2xl">
          {problemText(decode.data.problem, vin, decode.data.detail)}
        </Alert>
        <Link to={vinCodeHref(vin)} className={linkClass}>
          {vinTexts.correctVin}
        </Link>
      </div>
    );
  }
  return <Datacard vin={decode.data} />;
}

function Datacard({ vin }: { vin: DecodedVin }) {
  return (
    <section aria-labelledby="vin-datacard" className="grid gap-4">
      {!vin.valid && (
        <Alert variant="destructive" title={vinTexts.invalidVin}>
          <ul className="list-disc ps-5">
            {datacardErrors(vin).map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          <p className="mt-1">{vinTexts.invalidVinHint}</p>
        </Alert>
      )}
      {!vin.isMercedes && <Alert title={vinTexts.notMercedes}>{vinTexts.notMercedesText}</Alert>}
      <div className="grid gap-1">
        <h2 id="vin-datacard" className="text-xl font-semibold text-slate-900">
          {vinTexts.datacard} <span className="font-mono break-all">{vin.vin}</span>
        </h2>
        <p className="text-slate-700">{summaryOf(vin)}</p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <VinDetails vin={vin} />
        <VinFieldsTable vin={vin} />
      </div>
      <div className="flex flex-wrap gap-4">
        <Link to={vinCodeHref(vin.valid ? undefined : vin.vin)} className={linkClass}>
          {vin.valid ? vinTexts.decodeAnother : vinTexts.correctVin}
        </Link>
      </div>
    </section>
  );
}

export default VinTablePage;
