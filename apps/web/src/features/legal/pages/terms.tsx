import { LegalPageFrame } from '../components/legal-page-frame';
import { termsTexts, termsTitle } from '../texts/terms';

/** Terms and conditions (/terms, issue 32). */
export function TermsPage() {
  return <LegalPageFrame page="terms" title={termsTitle} template={() => termsTexts.template} />;
}
