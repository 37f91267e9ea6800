/** German template of terms.ts (docs/decisions/062): Allgemeine Geschäftsbedingungen. */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph } from './document';
import { legalTemplateNotice } from './document.de';
import type { termsTexts as english } from './terms';

export const termsTexts: Translation<typeof english> = {
  template: [
    notice(legalTemplateNotice.text),
    heading('1. Geltungsbereich und Anbieter'),
    paragraph(
      'Diese Allgemeinen Geschäftsbedingungen gelten für jeden Kauf im Shop {brand}. Verkäufer ist {seller_name}, {seller_address} (alle Angaben im Impressum). Fragen richten Sie bitte an {seller_email}.',
    ),
    heading('2. Vertragsgegenstand'),
    list(
      'Navigations-PINs: ein Freischaltcode für die Kartenaktualisierung eines Mercedes-Benz-COMAND-Navigationssystems, berechnet für die von Ihnen eingegebene Fahrzeug-Identifizierungsnummer (FIN), das Navigationssystem, die Kartenregion und die Kartenversion. Eine PIN ist ein digitaler Inhalt, der nicht auf einem körperlichen Datenträger geliefert wird.',
      'Token-Pakete: eine Anzahl Token, von denen jedes später eine PIN bezahlt.',
      'Abonnements: PINs, die während der Laufzeit des Abonnements bestellt werden, bis zu einer angemessenen Zahl am Tag, für die Tage, mit denen es verkauft wurde.',
    ),
    heading('3. Vertragsschluss und Zahlung'),
    paragraph(
      'Der Vertrag kommt mit Ihrer Zahlung zustande. Die Preise enthalten die gesetzliche Umsatzsteuer, soweit sie anfällt. Sie zahlen per Karte oder PayPal über unsere Zahlungsdienstleister; Ihre Kartennummer sehen wir nie. Ihre Bestellnummer (NH-…) und die PIN werden auf dem Bildschirm angezeigt und Ihnen per E-Mail gesendet.',
    ),
    heading('4. Sofortige Lieferung von PINs'),
    paragraph(
      'Eine PIN wird unmittelbar nach der Zahlung geliefert (oder nachdem Sie ein Token oder einen Abonnementtag dafür eingesetzt haben): auf dem Bildschirm, per E-Mail und in Ihrem Konto. Bevor Sie eine PIN bezahlen, stimmen Sie ausdrücklich zu, dass wir vor Ablauf der Widerrufsfrist mit der Lieferung beginnen, und bestätigen Ihre Kenntnis davon, dass Sie dadurch mit der Lieferung der PIN Ihr Widerrufsrecht verlieren (Richtlinie 2011/83/EU, Art. 16 Buchst. m; im Vereinigten Königreich Regulation 37 der Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013; in Deutschland § 356 Abs. 5 BGB). Ihre Zustimmung und Ihre Bestätigung halten wir in der E-Mail mit der PIN fest.',
    ),
    heading('5. Widerrufsrecht'),
    list(
      'Eine PIN: kein Widerrufsrecht, sobald sie geliefert ist (Abschnitt 4).',
      'Ein Token-Paket oder ein Abonnement, das Sie noch nicht genutzt haben: Sie können binnen 14 Tagen nach dem Kauf ohne Angabe von Gründen widerrufen und erhalten alles zurück, was Sie gezahlt haben. Noch nicht genutzte Token und Abonnementtage behalten dieses Recht.',
      'Setzen Sie ein Token oder einen Abonnementtag für eine PIN ein, wird diese PIN wie in Abschnitt 4 sofort geliefert.',
    ),
    paragraph(
      'Wie Sie widerrufen, steht in der Widerrufsbelehrung; dort finden Sie auch das Muster-Widerrufsformular.',
    ),
    heading('6. Falsche FIN'),
    paragraph(
      'Eine PIN wird für die von Ihnen eingegebene FIN berechnet und funktioniert nur in diesem Fahrzeug. Prüfen Sie die FIN (sie steht in der Zulassungsbescheinigung Teil I und unten an der Windschutzscheibe), bevor Sie zahlen: Das Bestellformular prüft ihre Länge und warnt, wenn die Baureihe nicht zum Navigationssystem passt. Eine PIN, die für eine falsch eingegebene FIN richtig berechnet wurde, ist kein Mangel; ihr Preis, Token oder Abonnementtag wird nicht erstattet. Schreiben Sie an {support_email}, und wir sehen, was wir tun können. Funktioniert die gelieferte PIN mit der eingegebenen FIN nicht oder haben wir die falsche geliefert, korrigieren wir sie oder erstatten Ihnen den vollen Preis.',
    ),
    heading('7. Ihre gesetzlichen Rechte'),
    paragraph(
      'Ihre gesetzlichen Rechte bei mangelhaften oder nicht vertragsgemäßen digitalen Inhalten bleiben unberührt. Nichts in diesen Bedingungen beschränkt unsere Haftung für fahrlässig verursachte Schäden an Leben, Körper oder Gesundheit, für Betrug oder soweit das Gesetz eine Beschränkung nicht zulässt.',
    ),
    heading('8. Anwendbares Recht und Streitbeilegung'),
    paragraph(
      'Es gilt das Recht des Staates {seller_country}; als Verbraucher behalten Sie den Schutz der zwingenden Vorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben. [Geben Sie an, ob Sie an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilnehmen, und vor welcher.]',
    ),
  ],
};
