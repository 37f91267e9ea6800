import { BackHomeLink } from '@/components/layout/back-home-link';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { TokenBundleOffer } from '@/features/bundles/components/token-bundle-offer';
import { CodeForm } from '@/features/codes/components/code-form';
import { codesTexts } from '@/features/codes/texts';

/**
 * Navigation-code generation (/navipin): the code form (features/codes), with the token-bundle
 * offer (features/bundles) beside it.
 */
export function NavipinPage() {
  return (
    <div className="grid gap-4 pb-8">
      <PageHeader title={codesTexts.form.title}>
        <p className="text-slate-600">{codesTexts.form.intro}</p>
      </PageHeader>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="p-4 sm:p-6">
          <CodeForm />
        </Card>
        <TokenBundleOffer />
      </div>
      <BackHomeLink />
    </div>
  );
}

export default NavipinPage;
