/** French texts of result-texts.ts (docs/decisions/062): the same keys, in the trade's French. */
import type { Translation } from '@/i18n/translated';
import type { orderTexts as orders, paymentPageTexts as paymentPage } from './result-texts';

export const orderTexts: Translation<typeof orders> = {
  success: {
    conversionTitle: 'Merci pour votre conversion',
    purchaseTitle: 'Merci pour votre achat, voici votre code PIN\u00a0:',
    pinLabel: 'PIN',
    copy: 'Copier',
    copied: 'Copié\u202f!',
    sentByEmail: 'Le code PIN vous a également été envoyé par e-mail',
    pendingTitle: 'Votre code PIN est en route',
    errorTitle: 'Nous n’avons pas pu obtenir votre code PIN',
    nextStep:
      'Étape suivante\u00a0: lancez la mise à jour cartographique dans le véhicule et saisissez ce code PIN lorsque le système de navigation le demande. Conservez la référence de commande pour le support.',
    yourOrders: 'Vos commandes',
    howToEnter: (unit: string) => `Comment saisir le code PIN sur le ${unit}`,
  },
  orders: {
    heading: 'Commandes',
    caption: 'Vos dernières commandes.',
    orderId: 'N° de commande',
    createdAt: 'Créée le',
    vin: 'VIN',
    region: 'Région',
    version: 'Version',
    empty: 'Aucune commande pour l’instant.',
    unavailable: 'Vos commandes n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    details: 'Détails',
    detailsDescription: 'Le code de navigation de cette commande.',
    command: 'Système COMAND',
    pin: 'PIN',
    date: 'Date',
    noPin: 'Pas encore prêt',
    copyPinOf: (reference: string) => `Copier le code PIN de ${reference}`,
    headUnit: 'Système de navigation',
    close: 'Fermer',
    previous: 'Précédent',
    next: 'Suivant',
    pagination: 'Pages des commandes',
    pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  },
  invoices: {
    heading: 'Facture',
    invoice: 'Facture (PDF)',
    invoiceOf: (reference: string) => `Facture de ${reference} (PDF)`,
    creditNote: (number: string) => `Avoir ${number} (PDF)`,
    creditNoteOf: (number: string, reference: string) => `Avoir ${number} de ${reference} (PDF)`,
    failed: 'Le PDF n’a pas pu être téléchargé. Réessayez.',
  },
};

export const paymentPageTexts: Translation<typeof paymentPage> = {
  payment: {
    title: 'Choisissez votre mode de paiement',
    intro:
      'Payez votre code PIN de navigation par carte. Le code PIN s’affiche ici et est envoyé à votre adresse e-mail.',
    formLabel: 'Paiement par carte',
    summary: 'Votre commande',
    reference: 'Commande',
    comand: 'Comand',
    mapRegion: 'Région cartographique',
    version: 'Version',
    vin: 'VIN',
    creditCard: 'Carte bancaire',
    methods: 'Modes de paiement',
    email: 'E-mail pour la facture',
    emailPlaceholder: 'E-mail pour la facture',
    emailHint: 'La facture et le code PIN sont envoyés à cette adresse.',
    changeOrder: 'Modifier la commande',
    generate: 'Générer',
    buyNow: 'Commander avec obligation de paiement',
    redirecting: 'Redirection vers le paiement sécurisé par carte…',
    priceUnavailable: 'Le prix n’a pas pu être chargé. Veuillez recharger la page.',
    vinWarning:
      'Vérifiez le VIN avant de payer\u00a0: le code PIN est généré pour le VIN tel que vous l’avez saisi.',
    boughtBefore: (ago: string) => `Vous avez acheté ce code PIN ${ago}\u00a0:`,
    seeIt: 'Le voir',
    sentTo: (email: string) => `il a été envoyé à ${email}.`,
    buyAgain: 'Acheter à nouveau',
    nothingCharged: 'Aucun montant n’a été débité.',
    tryAgain: 'Réessayer',
  },
  success: {
    purchaseTitle: 'Merci pour votre achat, voici votre code PIN\u00a0:',
  },
};
