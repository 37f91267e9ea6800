/** French texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { accountTexts as english } from './texts';

export const accountTexts: Translation<typeof english> = {
  account: {
    email: 'E-mail',
    passwordUpdate: 'Modifier le mot de passe',
    newPassword1: 'Nouveau mot de passe',
    newPassword2: 'Confirmez le nouveau mot de passe',
    updatePassword: 'Modifier le mot de passe',
    activeTo: 'Actif jusqu’au',
    noBalance: 'Pas encore de points ni d’abonnement.',
    settingsHeading: 'Paramètres',
    settingsText: 'Gérez les paramètres de votre compte et vos préférences d’e-mail.',
    goBack: 'Retour',
    accountNavigation: 'Compte',
    notifications: 'Notifications des codes de navigation',
    notificationsDescription: 'Activer ou désactiver les notifications des codes de navigation.',
    notificationsAlwaysSent:
      'Les codes PIN et les reçus de paiement vous sont toujours envoyés par e-mail, quel que soit ce réglage.',
  },
  myData: {
    downloadHeading: 'Vos données',
    downloadText:
      'Téléchargez tout ce que nous conservons à votre sujet dans un fichier JSON\u00a0: profil, commandes avec leurs codes PIN, paiements, points, factures, préférence d’e-mail et connexions.',
    download: 'Télécharger mes données',
    deleteHeading: 'Supprimer mon compte',
    deleteWarning:
      'Cette action est irréversible. Vous êtes déconnecté partout, vos points, abonnements et votre solde non utilisé sont perdus, et les codes PIN achetés ne pourront plus être consultés ici. Les commandes payées sont conservées sans votre adresse e-mail aussi longtemps que la législation fiscale l’exige (10 ans)\u202f; tout le reste est supprimé.',
    password: 'Votre mot de passe',
    confirm: 'Supprimer définitivement mon compte',
    confirmWithGoogle: 'Confirmer avec Google et supprimer',
    googleHint: 'Inscrit avec Google et sans mot de passe\u202f? Confirmez plutôt avec Google.',
    done: 'Compte supprimé',
  },
};
