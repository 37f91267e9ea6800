/** Italian texts of business-texts.ts (docs/decisions/062): the same keys, in the trade's Italian. */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { businessTexts as english } from './business-texts';

export const businessTexts: Translation<typeof english> = {
  summary: 'Acquista come azienda? Aggiunga i dati della Sua azienda (facoltativo)',
  heading: 'Dati aziendali',
  intro:
    'Compaiono sulle Sue fatture. Un’azienda dell’UE con una partita IVA di un altro Paese dell’UE non paga l’IVA.',
  companyName: 'Ragione sociale',
  address: 'Indirizzo',
  addressHint: 'Via, CAP e città, uno per riga.',
  country: 'Paese',
  noCountry: 'Scelga un Paese',
  vatNumber: 'Partita IVA',
  vatNumberHint: 'Con il prefisso del Paese, ad es. IT12345678901.',
  save: 'Salva i dati aziendali',
  saved: 'Dati aziendali salvati',
  remembered: 'Salvati nel Suo account per i prossimi acquisti.',
  taxLine: (rate: string, country: string, tax: string, net: string) =>
    `IVA inclusa ${rate}% (${country}): ${formatMoney(tax, 'USD')} su ${formatMoney(net, 'USD')} di imponibile.`,
  reverseCharge: 'Senza IVA: inversione contabile (reverse charge, l’IVA è a Suo carico).',
  bundleNote: 'Acquista come azienda? I dati aziendali delle Sue impostazioni compaiono in fattura.',
  bundleNoteLink: 'Dati aziendali',
  taxUnknown: 'Non è stato possibile calcolare il totale con IVA. Riprovi.',
};
