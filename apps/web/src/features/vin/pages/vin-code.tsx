import { PageHeader } from '@/components/layout/page-header';
import { texts } from '@/config/texts';

/** VIN decoder input page (/vin-code). */
export function VinCodePage() {
  return <PageHeader title={texts.placeholders.vinCode} />;
}

export default VinCodePage;
