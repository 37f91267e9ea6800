/**
 * German template of withdrawal.ts (docs/decisions/062): die Widerrufsbelehrung, das Erlöschen des
 * Widerrufsrechts bei PINs und das Muster-Widerrufsformular (Anlage 2 zu Art. 246a § 1 EGBGB).
 */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph } from './document';
import { legalTemplateNotice } from './document.de';
import type { withdrawalTexts as english } from './withdrawal';

export const withdrawalTexts: Translation<typeof english> = {
  template: [
    notice(legalTemplateNotice.text),
    heading('Widerrufsrecht'),
    paragraph(
      'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen einen Vertrag über ein Token-Paket oder ein Abonnement zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
    ),
    paragraph(
      'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({seller_name}, {seller_address}, {seller_email}) mittels einer eindeutigen Erklärung über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren: über den Online-Widerruf (den Link „Vertrag hier widerrufen“ unten auf jeder Seite), per E-Mail oder per Brief. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
    ),
    heading('Folgen des Widerrufs'),
    paragraph(
      'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Die Token oder Abonnementtage des Pakets enden mit der Rückzahlung.',
    ),
    heading('Erlöschen des Widerrufsrechts'),
    list(
      'Eine Navigations-PIN ist ein digitaler Inhalt, der nicht auf einem körperlichen Datenträger geliefert wird. Sie wird unmittelbar nach der Zahlung geliefert, mit Ihrer ausdrücklichen vorherigen Zustimmung und Ihrer Bestätigung, dass Sie dadurch Ihr Widerrufsrecht verlieren (Richtlinie 2011/83/EU, Art. 16 Buchst. m; UK Consumer Contracts Regulations 2013, Regulation 37; § 356 Abs. 5 BGB). Mit der Lieferung der PIN erlischt das Widerrufsrecht.',
      'Dasselbe gilt für jede PIN, die Sie mit einem Token oder einem Abonnementtag beziehen: Noch nicht genutzte Token und Tage behalten das Widerrufsrecht.',
    ),
    heading('Muster-Widerrufsformular'),
    paragraph(
      '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
    ),
    list(
      'An {seller_name}, {seller_address}, {seller_email}:',
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
      'Bestellt am (*)/erhalten am (*)',
      'Name des/der Verbraucher(s)',
      'Anschrift des/der Verbraucher(s)',
      'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
      'Datum',
    ),
    paragraph('(*) Unzutreffendes streichen.'),
  ],
};
