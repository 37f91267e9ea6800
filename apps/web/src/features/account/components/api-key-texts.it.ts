/** Italian texts of api-key-texts.ts (docs/decisions/062): the same keys, in the trade's Italian. */
import type { Translation } from '@/i18n/translated';
import type { apiKeyTexts as english } from './api-key-texts';

export const apiKeyTexts: Translation<typeof english> = {
  heading: 'Chiavi API',
  intro:
    'I Suoi sistemi (una cassa, un ERP, una piattaforma di rivendita) possono ordinare PIN e leggere il Suo storico con una chiave API invece della password.',
  guide: 'Leggi la guida all’API',
  endsWithPassword: 'Se modifica o reimposta la password, tutte le chiavi vengono revocate.',
  name: 'Nome',
  nameDescription: 'Dove viene usata la chiave, per distinguere le chiavi tra loro.',
  mode: 'Modalità',
  live: 'Produzione',
  test: 'Test (sandbox: ordini di prova, PIN dimostrativi, nessun addebito)',
  testShort: 'Test',
  readOnly: 'Sola lettura (catalogo, storico, acquisti)',
  create: 'Crea chiave',
  shownOnce: (name: string) => `La Sua nuova chiave «${name}»`,
  shownOnceWarning:
    'La copi ora e la tenga segreta: viene mostrata solo questa volta. Chiunque la possieda può ordinare PIN con i Suoi punti.',
  theKey: 'La nuova chiave API',
  copy: 'Copia',
  copied: 'Chiave copiata',
  copyFailed: 'Non è stato possibile copiare la chiave: la selezioni e la copi manualmente.',
  testModeNote:
    'Le chiavi di test ordinano nella sandbox: ordini di prova con PIN dimostrativi, senza scalare punti né addebitare denaro, mai nel Suo storico. I pagamenti con carta e gli acquisti di pacchetti richiedono una chiave di produzione.',
  none: 'Ancora nessuna chiave API.',
  listCaption: 'Le Sue chiavi API',
  columns: {
    name: 'Nome',
    mode: 'Modalità',
    key: 'Chiave',
    created: 'Creata il',
    lastUsed: 'Ultimo utilizzo',
    actions: 'Azioni',
  },
  readOnlyBadge: 'sola lettura',
  never: 'Mai',
  revoke: 'Revoca',
  revokeLabel: (name: string) => `Revoca ${name}`,
  revokeTitle: (name: string) => `Revocare «${name}»?`,
  revokeDescription:
    'D’ora in poi ogni richiesta con questa chiave verrà rifiutata. L’operazione è irreversibile.',
  cancel: 'Annulla',
  revoked: 'Chiave revocata',
};
