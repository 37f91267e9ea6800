/** German texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { helpTexts as english } from './texts';

export const helpTexts: Translation<typeof english> = {
  title: 'Hilfe',
  intro: 'Was Sie wissen sollten, bevor Sie eine PIN bestellen oder eine Codierdatei umwandeln.',
  units: {
    title: 'Die PIN am Navigationssystem eingeben',
    intro:
      'Wo die PIN abgefragt wird, hängt davon ab, wie das System die Kartenaktualisierung erhält; die Menünamen unterscheiden sich je nach System und Softwarestand.',
    nav: 'Navigationssysteme',
    cars: 'In welchen Fahrzeugen es verbaut sein kann',
    carsOnly: (unit: string) => `Nur ${unit}:`,
    carsOneOf: (units: string) => `${units}, je nach Baudatum und Ausstattung:`,
    separator: ', ',
    carsVinBefore: 'Der ',
    carsVinLink: 'FIN-Decoder',
    carsVinAfter:
      ' nennt Baureihe und Modelljahr Ihres Fahrzeugs. Kann eine Baureihe mit mehr als einem System ausgestattet sein, entscheiden Baudatum und Ausstattung des Fahrzeugs, welches; die FIN allein verrät das nicht.',
    prompt: 'Wo die PIN abgefragt wird',
    sdCard: {
      prompt:
        'Das NTG 4.5 (COMAND Online, etwa 2011 bis 2015) liest die Navigationskarte direkt von einer SD-Karte, die im SD-Kartenschacht des COMAND stecken bleibt. Stecken Sie die SD-Karte der neuen Kartenversion ein: Das COMAND fragt auf seinem Bildschirm nach dem Freischaltcode (PIN), meist beim ersten Einlesen der neuen Karte, spätestens beim Öffnen der Navigation; der Menüname hängt vom Softwarestand ab. Das erste Einlesen kann eine Weile dauern: Halten Sie die Stromversorgung aufrecht (Motor laufen lassen oder Ladegerät anschließen) und lassen Sie die SD-Karte stecken.',
      refused:
        'Prüfen Sie, ob im SD-Kartenschacht des COMAND die SD-Karte der Kartenaktualisierung steckt, für die die PIN bestellt wurde: Kartenregion und -version stehen auf ihrem Etikett.',
    },
    usb: {
      prompt:
        'Dieses System speichert die Navigationskarte im Gerät selbst; die Kartenaktualisierung wird meist von einem USB-Stick installiert (manche Aktualisierungen gibt es auch auf SD-Karte). Der Freischaltcode (PIN) wird auf dem Bildschirm abgefragt, wenn Sie die Aktualisierung starten oder die neue Karte zum ersten Mal eingelesen wird, spätestens beim Öffnen der Navigation; der Menüname hängt vom Softwarestand ab. Die Installation kann eine Stunde oder länger dauern: Halten Sie die Stromversorgung aufrecht (Motor laufen lassen oder Ladegerät anschließen) und lassen Sie den USB-Stick stecken, bis sie abgeschlossen ist.',
      refused:
        'Prüfen Sie, ob Kartenregion und -version des USB-Sticks (auf dem Etikett oder beim Download) die bestellten sind und ob die Installation abgeschlossen war.',
    },
    type: 'Was Sie eingeben',
    typeAnswer:
      'Geben Sie die PIN genau so ein, wie Ergebnisseite und E-Mail sie zeigen, Zeichen für Zeichen, und bestätigen Sie sie. Sie ist für die FIN Ihres Fahrzeugs und die bestellte Kartenregion und -version berechnet und funktioniert nur mit ihnen.',
    refused: 'Wenn die PIN abgelehnt wird',
    refusedRetype:
      'Vergleichen Sie die PIN Zeichen für Zeichen (0 und O, 1 und I sehen sich ähnlich) und geben Sie sie erneut ein.',
    refusedBefore:
      'Prüfen Sie, ob Navigationssystem und FIN in der Bestell-E-Mail die Ihres Fahrzeugs sind. Weiterhin abgelehnt? Schreiben Sie an ',
    refusedAfter:
      ' und nennen Sie Ihre Bestellnummer (NH-…): Eine PIN, die mit der eingegebenen FIN nicht funktioniert, korrigieren wir oder erstatten Ihnen den vollen Preis.',
    order: (unit: string) => `PIN für ${unit} bestellen`,
  },
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
      'In der Zulassungsbescheinigung Teil I und unten an der Windschutzscheibe auf der Fahrerseite. Das Bestellformular liest sie während der Eingabe und warnt, wenn für die Baureihe das gewählte Navigationssystem nicht bekannt ist; weitere Angaben liefert der ',
    link: 'FIN-Decoder',
    after: '.',
  },
  mapVersion: {
    question: 'Wo finde ich die Kartenversion?',
    answer:
      'Bestellen Sie die Version, die Sie installieren: Sie steht auf dem Etikett der SD-Karte oder des USB-Sticks der Kartenaktualisierung oder beim Download. Die derzeit installierte Version zeigen die Navigationseinstellungen unter den Karten- oder Systeminformationen; der Menüname unterscheidet sich je nach System.',
  },
  when: {
    question: 'Wann bekomme ich meine PIN?',
    answer:
      'Meist innerhalb einer Minute. Muss eine PIN von Hand beschafft werden, kann es länger dauern: Die Ergebnisseite aktualisiert sich von selbst, und die PIN wird Ihnen in jedem Fall per E-Mail gesendet. Ihre Bestellungen und deren PINs finden Sie auch in Ihrem Konto unter Bestellungen.',
  },
  points: {
    question: 'Wie funktionieren Punkte und Abonnements?',
    before:
      'Ein Punkt reicht für eine PIN; ein Abonnement deckt PINs ab, solange es läuft, bis zu einer angemessenen Zahl pro Tag. Händler und Werkstätten sparen mit ',
    link: 'Paketen',
    after:
      '. Ein Punkt oder eine Abo-Nutzung wird mit der Bestellung der PIN verbraucht – prüfen Sie deshalb zuerst die FIN.',
  },
  converter: {
    question: 'Was macht der Konverter?',
    before:
      'Er zerlegt .vrx-, .vcx- und .sgde-Codierdateien in .aed-Dateien, eine je Steuergerät, und gibt sie in einer ZIP-Datei zurück. Probieren Sie ihn im ',
    link: 'Konverter',
    after: ' aus; ein Konto ist nicht nötig.',
  },
  api: {
    question: 'Ich verkaufe PINs: Kann meine Software sie bestellen?',
    before: 'Ja, über dieselbe API, die dieser Shop nutzt. Die ',
    link: 'API-Anleitung und -Referenz',
    after: ' erklären die Anmeldung, das Bestellen mit Punkten und das Prüfen einer Bestellung.',
  },
  support: {
    question: 'Etwas ist schiefgelaufen',
    before: 'Schreiben Sie an ',
    after: ' und nennen Sie Ihre Bestellnummer (sie beginnt mit NH-); wir kümmern uns darum.',
  },
};
