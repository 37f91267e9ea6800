import { BackHomeLink } from '@/components/layout/back-home-link';
import { PageHeader } from '@/components/layout/page-header';
import { texts } from '@/config/texts';

/** Navigation-code generation (/navipin). The form arrives with the codes issue. */
export function NavipinPage() {
  return (
    <div className="grid gap-4 pb-6">
      <PageHeader title={texts.placeholders.navipin} />
      <BackHomeLink />
    </div>
  );
}

export default NavipinPage;
