import { LegalPageFrame } from '../components/legal-page-frame';
import { privacyTemplate, privacyTitle, retentionItems } from '../texts/privacy';

/** The privacy notice (/privacy, issue 32), with the retention periods the server is set to. */
export function PrivacyPage() {
  return (
    <LegalPageFrame
      page="privacy"
      title={privacyTitle}
      template={(info) => privacyTemplate(retentionItems(info.retention))}
    />
  );
}
