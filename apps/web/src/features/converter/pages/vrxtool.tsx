import { PageHeader } from '@/components/layout/page-header';
import { texts } from '@/config/texts';

/** File conversion (/vrxtool). The drop zone arrives with the converter issue. */
export function VrxToolPage() {
  return <PageHeader title={texts.placeholders.vrxtool} />;
}

export default VrxToolPage;
