import { PageHeader } from '@/components/layout/page-header';
import { texts } from '@/config/texts';

/** VIN decoder result page (/vin-table). */
export function VinTablePage() {
  return <PageHeader title={texts.placeholders.vinTable} />;
}

export default VinTablePage;
