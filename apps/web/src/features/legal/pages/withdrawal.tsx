import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { LegalPageFrame } from '../components/legal-page-frame';
import { legalLinkTexts } from '../texts/links';
import { withdrawalTexts, withdrawalTitle } from '../texts/withdrawal';

/** The withdrawal policy and model form (/withdrawal, issue 32), and the way to withdraw online. */
export function WithdrawalPage() {
  return (
    <LegalPageFrame page="withdrawal" title={withdrawalTitle} template={() => withdrawalTexts.template}>
      {() => (
        <Link to={paths.withdraw.getHref()} className={cn(buttonClasses(), 'w-fit')}>
          {legalLinkTexts.withdrawOnline}
        </Link>
      )}
    </LegalPageFrame>
  );
}
