import { LegalPageFrame } from '../components/legal-page-frame';
import { privacyTexts, privacyTitle } from '../texts/privacy';

/** The privacy notice (/privacy, issue 32), with the retention periods the server is set to. */
export function PrivacyPage() {
  return (
    <LegalPageFrame
      page="privacy"
      title={privacyTitle}
      template={(info) => privacyTexts.template(privacyTexts.retention(info.retention))}
    />
  );
}
