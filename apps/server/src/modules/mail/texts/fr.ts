/** The customers' e-mails in French (vouvoiement); keys as en.ts. */
import type { MailTexts } from './en.js';
import { plural } from './languages.js';

export const fr: MailTexts = {
  hello: 'Bonjour,',
  helloName: (name) => `Bonjour ${name},`,
  questions: (support) => `Des questions\u202f? Écrivez-nous à ${support}.`,
  helpOffer: (support) => `Si vous avez besoin d’aide, écrivez-nous à ${support}.`,

  labels: {
    pin: 'PIN',
    headUnit: 'Système de navigation',
    mapRegion: 'Région cartographique',
    version: 'Version de la carte',
    vin: 'VIN',
  },

  consent: {
    given: (at, version) =>
      `Avant la livraison, le ${at}, vous avez donné le consentement suivant (formulation du ${version})\u00a0:`,
    immediateDelivery:
      'Je demande expressément que mon code PIN me soit livré immédiatement, avant la fin du délai de rétractation de 14 jours.',
    waiverAcknowledged:
      'Je reconnais que je perds mon droit de rétractation dès que le code PIN m’a été livré.',
  },

  passwordReset: {
    subject: (brand) => `${brand}\u00a0: réinitialisation de votre mot de passe`,
    asked: (brand) => `Une réinitialisation du mot de passe de votre compte ${brand} a été demandée.`,
    openLink: 'Ouvrez ce lien pour en choisir un nouveau\u00a0:',
    button: 'Choisir un nouveau mot de passe',
    validity: (minutes) =>
      `Le lien n’est valable qu’une fois et expire dans ${minutes} ${plural('fr', minutes, { one: 'minute', other: 'minutes' })}. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.`,
  },

  emailConfirmation: {
    subject: (brand) => `${brand}\u00a0: confirmez votre adresse e-mail`,
    created: (brand) => `Un compte ${brand} a été créé avec cette adresse e-mail.`,
    openLink: 'Ouvrez ce lien pour la confirmer\u00a0:',
    button: 'Confirmer votre adresse e-mail',
    validity: (hours) =>
      `Le lien expire dans ${hours} ${plural('fr', hours, { one: 'heure', other: 'heures' })}. Si vous n’avez pas créé ce compte, ignorez cet e-mail.`,
  },

  passwordChanged: {
    subject: (brand) => `${brand}\u00a0: votre mot de passe a été modifié`,
    body: (brand, support) =>
      `Le mot de passe de votre compte ${brand} vient d’être modifié. Si ce n’était pas vous, écrivez immédiatement à ${support}.`,
  },

  pinReady: {
    subject: (brand, vin) => `${brand}\u00a0: votre code PIN de navigation pour ${vin}`,
    intro: (reference) => `Voici le code PIN de votre commande ${reference}\u00a0:`,
    demo: 'Ceci est un code de DÉMONSTRATION du fournisseur de codes PIN de démonstration\u00a0: il ne déverrouille aucun système de navigation.',
    help: (comand) => `Saisir le code PIN dans votre ${comand}, étape par étape\u00a0:`,
  },

  pinCorrected: {
    subject: (brand, vin) => `${brand}\u00a0: code PIN de navigation corrigé pour ${vin}`,
    intro: (reference) =>
      `Le code PIN que nous vous avons envoyé pour la commande ${reference} était erroné, veuillez nous en excuser. Voici le code PIN corrigé\u202f; il remplace celui de notre e-mail précédent\u00a0:`,
  },

  pinFailed: {
    subject: (brand, vin) => `${brand}\u00a0: nous n’avons pas pu obtenir le code PIN pour ${vin}`,
    body: (reference) => `Nous n’avons pas pu obtenir le code PIN de votre commande ${reference}.`,
  },

  orderRefunded: {
    subject: (brand, reference) => `${brand}\u00a0: commande ${reference} remboursée`,
    body: (reference, vin) => `Nous avons remboursé votre commande ${reference} (VIN ${vin}).`,
    keepsPin: 'Vous conservez le code PIN que nous vous avons envoyé.',
  },

  bulkOrderCompleted: {
    subject: (brand) => `${brand}\u00a0: votre commande groupée est terminée`,
    intro: (reference) =>
      `Votre commande groupée ${reference} est terminée\u00a0: chaque ligne de votre fichier a désormais son code PIN ou la raison pour laquelle il n’a pas été fourni.`,
    rows: 'Lignes du fichier',
    fulfilled: 'Codes PIN obtenus',
    failed: 'Lignes en échec ou non commandées',
    pointsSpent: 'Points utilisés',
    subscriptionUses: 'Utilisations de l’abonnement (rien n’a été facturé)',
    givenBack:
      'Les lignes en échec ou non commandées ne vous coûtent rien\u00a0: ce que vous aviez dépensé pour elles vous a été rendu.',
    download:
      'Les codes PIN figurent dans le fichier results.csv, une ligne par ligne de votre fichier. Téléchargez-le depuis votre page Commandes groupées\u00a0:',
    button: 'Voir vos commandes groupées',
    orders: 'Les lignes de cette commande groupée\u00a0:',
    line: (row, vin, outcome) => `Ligne ${row} (VIN ${vin})\u00a0: ${outcome}`,
    ready: (reference) => `commande ${reference}, code PIN obtenu`,
    orderFailed: (reference) => `commande ${reference}, en échec`,
    notOrdered: 'non commandée',
  },

  givenBack: {
    point: 'Votre point a été recrédité sur votre compte.',
    subscriptionUse: 'La commande a été réglée avec votre abonnement\u00a0: rien n’a été facturé.',
    card: (money) => `Votre paiement par carte de ${money} a été remboursé.`,
    cardLater: 'Votre paiement par carte sera remboursé.',
    nothing: 'Rien n’a été facturé.',
  },

  receipt: {
    subject: (brand, item) => `${brand}\u00a0: reçu pour ${item}`,
    thanks: 'Merci pour votre achat.',
    item: 'Article',
    amountPaid: 'Montant payé',
    date: 'Date',
    orderReference: 'Référence de commande',
    paymentReference: 'Référence de paiement',
    invoice: 'Facture',
    invoiceAttached: (number) => `Facture ${number} (en pièce jointe)`,
  },

  creditNote: {
    subject: (brand, number) => `${brand}\u00a0: avoir ${number}`,
    refunded: (money) => `Nous vous avons remboursé ${money}.`,
    refundedOfInvoice: (money, invoice) => `Nous vous avons remboursé ${money} sur la facture ${invoice}.`,
    attached: (number) => `L’avoir ${number} est joint à cet e-mail.`,
  },

  withdrawal: {
    subject: (brand, receipt) => `${brand}\u00a0: nous avons bien reçu votre rétractation ${receipt}`,
    intro:
      'Nous avons bien reçu votre rétractation du contrat ci-dessous. Conservez cet e-mail\u00a0: il prouve la date de sa réception.',
    receipt: 'Accusé de réception',
    received: 'Reçue le',
    name: 'Nom',
    reference: 'Référence de commande ou de paiement',
    contract: 'Contrat',
    reason: 'Motif',
    contracts: {
      token_bundle: 'un pack de jetons',
      subscription_bundle: 'un abonnement',
      pin: 'un code PIN de navigation',
    },
    closing: (support) =>
      `Nous la traiterons sous 14 jours et reviendrons vers vous. Questions\u00a0: ${support}.`,
  },
};
