/** German texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { helpTexts as english } from './texts';

export const helpTexts: Translation<typeof english> = {
  title: 'Hilfe',
  intro: 'Was Sie wissen sollten, bevor Sie eine PIN bestellen oder eine Codierdatei umwandeln.',
  order: {
    question: 'Was brauche ich, um eine Navigations-PIN zu bestellen?',
    before:
      'Ihr Navigationssystem (NTG 4.5, NTG 5s1, NTG 5/5s2 oder NTG 5.5), die Kartenregion und die Kartenversion, die Sie installieren, und die 17-stellige Fahrgestellnummer (FIN) des Fahrzeugs. Wählen Sie sie unter ',
    link: 'Navigationscodes',
    after: '.',
  },
  vin: {
    question: 'Wo finde ich die FIN?',
    before:
      'In der Zulassungsbescheinigung Teil I und unten an der Windschutzscheibe auf der Fahrerseite. Das Bestellformular liest sie während der Eingabe und warnt, wenn die Baureihe nicht zum gewählten Navigationssystem passt; der ',
    link: 'FIN-Decoder',
    after: ' verrät Ihnen mehr.',
  },
  when: {
    question: 'Wann bekomme ich meine PIN?',
    answer:
      'Meist innerhalb einer Minute. Muss eine PIN von Hand beschafft werden, kann es länger dauern: Die Ergebnisseite aktualisiert sich von selbst, und die PIN wird Ihnen in jedem Fall per E-Mail gesendet. Ihre Bestellungen und deren PINs finden Sie auch in Ihrem Konto unter Bestellungen.',
  },
  points: {
    question: 'Wie funktionieren Punkte und Abonnements?',
    before:
      'Ein Punkt bezahlt eine PIN; ein Abonnement bezahlt PINs, solange es läuft, bis zu einer angemessenen Zahl am Tag. Händler und Werkstätten sparen mit ',
    link: 'Paketen',
    after:
      '. Ein Punkt oder eine Abo-Nutzung wird mit der Bestellung der PIN verbraucht, prüfen Sie also zuerst die FIN.',
  },
  converter: {
    question: 'Was macht der Konverter?',
    before:
      'Er zerlegt .vrx-, .vcx- und .sgde-Codierdateien in .aed-Dateien, eine je Steuergerät, und gibt sie als eine ZIP-Datei zurück. Probieren Sie ihn im ',
    link: 'Konverter',
    after: ' aus; ein Konto ist nicht nötig.',
  },
  api: {
    question: 'Ich verkaufe PINs: Kann meine Software sie bestellen?',
    before: 'Ja, über dieselbe API, die dieser Shop nutzt. Die ',
    link: 'API-Anleitung und -Referenz',
    after: ' erklärt die Anmeldung, das Bestellen mit Punkten und das Prüfen einer Bestellung.',
  },
  support: {
    question: 'Etwas ist schiefgelaufen',
    before: 'Schreiben Sie an ',
    after: ' mit Ihrer Bestellnummer (sie beginnt mit NH-), und wir kümmern uns darum.',
  },
};
