/** French texts of withdraw-form.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { withdrawFormTexts as english } from './withdraw-form';

export const withdrawFormTexts: Translation<typeof english> = {
  title: 'Se rétracter d’un contrat',
  intro:
    'Ce formulaire vous permet de vous rétracter d’un contrat conclu avec nous. Vous n’avez pas besoin de vous connecter. Après votre confirmation, vous recevez un accusé de réception daté et horodaté, ici et par e-mail.',
  name: 'Votre nom',
  email: 'Votre adresse e-mail',
  emailHint: 'L’accusé de réception est envoyé à cette adresse.',
  reference: 'Numéro de commande ou référence de paiement',
  referenceHint: 'Figurant dans l’e-mail de commande ou sur votre reçu, p. ex. NH-7K3Q-92.',
  contract: 'Quel contrat',
  contracts: {
    token_bundle: 'Un pack de jetons',
    subscription_bundle: 'Un abonnement',
    pin: 'Un code PIN de navigation',
  },
  reason: 'Motif (facultatif)',
  next: 'Continuer',
  errors: {
    nameRequired: 'Saisissez votre nom.',
    referenceRequired: 'Saisissez le numéro de commande ou la référence de paiement figurant sur votre reçu.',
    contractRequired: 'Choisissez le contrat dont vous vous rétractez.',
  },
  confirmTitle: 'Vérifiez et confirmez votre rétractation',
  confirmIntro: 'Vous vous rétractez du contrat ci-dessous. Rien n’est envoyé avant que vous ne confirmiez.',
  back: 'Modifier',
  confirm: 'Confirmer la rétractation',
  receiptTitle: 'Rétractation reçue',
  receiptIntro:
    'Nous avons reçu votre rétractation le {received}. Une copie de cet accusé de réception a été envoyée à {email}\u202f; conservez-la comme preuve.',
  receiptNumber: 'Numéro de l’accusé de réception',
  receivedAt: 'Reçue le',
  failed: 'Votre rétractation n’a pas pu être envoyée. Réessayez, ou écrivez à {email}.',
  pinNote:
    'Un code PIN déjà livré ne donne pas droit à la rétractation (voir la page sur la rétractation)\u202f; nous examinerons tout de même votre demande et vous répondrons.',
};
