/** German template of privacy.ts (docs/decisions/062): die Datenschutzerklärung. */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph, type LegalBlock } from './document';
import { legalTemplateNotice } from './document.de';
import type { privacyTexts as english } from './privacy';

export const privacyTexts: Translation<typeof english> = {
  retention: (retention) => [
    `Von uns gesendete E-Mails: Ihr Text wird nach dem Versand gelöscht, der übrige Datensatz nach ${retention.mail_days} Tagen.`,
    ...(retention.ip_days === null
      ? []
      : [
          `IP-Adressen, die mit Bestellungen und Zahlungen gespeichert werden: gelöscht nach ${retention.ip_days} Tagen.`,
        ]),
    ...(retention.unconfirmed_account_days === null
      ? []
      : [
          `Konten, deren E-Mail-Adresse nie bestätigt wurde: gelöscht nach ${retention.unconfirmed_account_days} Tagen.`,
        ]),
    'Bestellungen, Zahlungen, Rechnungen und Widerrufe: so lange, wie Steuer- und Handelsrecht es verlangen [nennen Sie die Frist, z. B. 10 Jahre in Deutschland, 6 Jahre im Vereinigten Königreich].',
    'Ihr Konto: bis Sie es löschen.',
  ],
  template: (retention): LegalBlock[] => [
    notice(legalTemplateNotice.text),
    heading('Verantwortlicher'),
    paragraph(
      'Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten ist {seller_name}, {seller_address}, {seller_email}. [Nennen Sie Ihren Datenschutzbeauftragten oder Vertreter, falls Sie einen haben.]',
    ),
    heading('Was wir verarbeiten und warum'),
    list(
      'Ihr Konto: E-Mail-Adresse und Passwort (nur als Hash gespeichert), damit Sie sich anmelden und Ihre Bestellungen behalten können (Vertragserfüllung, Art. 6 Abs. 1 lit. b DSGVO).',
      'Ihre Bestellungen: FIN, Navigationssystem, Kartenregion und -version, die PIN und Ihre E-Mail-Adresse, um die PIN zu erstellen und zu liefern (Art. 6 Abs. 1 lit. b), und um gesetzlich vorgeschriebene Aufzeichnungen aufzubewahren (Art. 6 Abs. 1 lit. c).',
      'Zahlungen: Betrag, Status und die Referenz des Zahlungsdienstleisters; Ihre Karten- oder PayPal-Daten gehen an den Dienstleister, nicht an uns (Art. 6 Abs. 1 lit. b).',
      'Ihre IP-Adresse bei Bestellungen, Zahlungen und Anmeldungen, um Betrug und Missbrauch zu verhindern und wiederholte Versuche zu begrenzen (unser berechtigtes Interesse, Art. 6 Abs. 1 lit. f).',
      'Widerrufe, die Sie senden: Ihre Angaben im Formular, um den Widerruf zu bearbeiten und als Nachweis (Art. 6 Abs. 1 lit. b und c).',
    ),
    heading('Empfänger'),
    list(
      'Unsere Zahlungsdienstleister (Stripe; PayPal, wenn Sie mit PayPal zahlen) für die Zahlung.',
      'Der Dienstleister, der PINs berechnet, erhält FIN, Navigationssystem, Region und Version, nicht Ihren Namen oder Ihre E-Mail-Adresse.',
      'Unsere Hosting- und E-Mail-Anbieter als vertraglich gebundene Auftragsverarbeiter. [Nennen Sie sie und jede Übermittlung außerhalb der EU bzw. des Vereinigten Königreichs mit der jeweiligen Garantie.]',
    ),
    heading('Speicherdauer'),
    { kind: 'list', items: [...retention] },
    heading('Cookies und Speicher'),
    paragraph(
      'Wir setzen keine Werbe- oder Tracking-Cookies. Ihr Browser speichert Ihre Anmeldung für diesen Shop in seinem Speicher; das ist für den von Ihnen gewünschten Dienst unbedingt erforderlich.',
    ),
    heading('Ihre Rechte'),
    paragraph(
      'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung und Datenübertragbarkeit sowie das Recht, einer Verarbeitung zu widersprechen, die auf unseren berechtigten Interessen beruht. Schreiben Sie an {seller_email}. Sie können sich bei einer Aufsichtsbehörde beschweren, insbesondere bei der an Ihrem Wohnort (im Vereinigten Königreich: beim Information Commissioner’s Office).',
    ),
  ],
};
