import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { vinTexts } from '../texts';
import { VinForm } from '../components/vin-form';
import { vinTableHref } from '../components/vin-href';

/** VIN decoder input page (/vin-code); `?vin=` pre-fills the input, e.g. to correct a rejected VIN. */
export function VinCodePage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const initialVin = searchParams.get('vin') ?? vinTexts.sampleVin;

  return (
    <div className="grid gap-4 pb-10">
      <PageHeader title={vinTexts.title}>
        <p className="text-slate-600">{vinTexts.intro}</p>
      </PageHeader>
      <VinForm initialVin={initialVin} onDecode={(vin) => navigate(vinTableHref(vin))} />
    </div>
  );
}

export default VinCodePage;
