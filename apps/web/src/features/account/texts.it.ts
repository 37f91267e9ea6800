/** Italian texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { accountTexts as english } from './texts';

export const accountTexts: Translation<typeof english> = {
  account: {
    email: 'E-mail',
    passwordUpdate: 'Modifica della password',
    newPassword1: 'Nuova password',
    newPassword2: 'Conferma la nuova password',
    updatePassword: 'Modifica la password',
    activeTo: 'Attivo fino al',
    noBalance: 'Ancora nessun punto né abbonamento.',
    settingsHeading: 'Impostazioni',
    settingsText: 'Gestisca le impostazioni del Suo account e le preferenze e-mail.',
    goBack: 'Indietro',
    accountNavigation: 'Account',
    notifications: 'Notifiche sui codici di navigazione',
    notificationsDescription: 'Attiva o disattiva le notifiche sui codici di navigazione.',
    notificationsAlwaysSent:
      'I PIN e le ricevute di pagamento Le vengono sempre inviati per e-mail, indipendentemente da questa impostazione.',
  },
  myData: {
    downloadHeading: 'I Suoi dati',
    downloadText:
      'Scarichi in un file JSON tutto ciò che conserviamo su di Lei: profilo, ordini con i relativi PIN, pagamenti, punti, fatture, preferenza e-mail e accessi.',
    download: 'Scarica i miei dati',
    deleteHeading: 'Elimina il mio account',
    deleteWarning:
      'L’operazione è irreversibile. Verrà disconnesso ovunque, i Suoi punti, abbonamenti e il credito non utilizzato andranno persi e i PIN acquistati non saranno più consultabili qui. Gli ordini pagati vengono conservati senza il Suo indirizzo e-mail per il tempo richiesto dalla normativa fiscale (10 anni); tutto il resto viene eliminato.',
    password: 'La Sua password',
    confirm: 'Elimina definitivamente il mio account',
    confirmWithGoogle: 'Conferma con Google ed elimina',
    googleHint: 'Si è registrato con Google e non ha una password? Confermi con Google.',
    done: 'Account eliminato',
  },
};
