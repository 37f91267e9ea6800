/** French template of privacy.ts (docs/decisions/062): la politique de confidentialité. */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph, type LegalBlock } from './document';
import { legalTemplateNotice } from './document.fr';
import type { privacyTexts as english } from './privacy';

export const privacyTexts: Translation<typeof english> = {
  retention: (retention) => [
    `E-mails que nous envoyons\u00a0: leur texte est supprimé après l’envoi, le reste de l’enregistrement après ${retention.mail_days} jours.`,
    ...(retention.ip_days === null
      ? []
      : [
          `Adresses IP enregistrées avec les commandes et les paiements\u00a0: supprimées après ${retention.ip_days} jours.`,
        ]),
    ...(retention.unconfirmed_account_days === null
      ? []
      : [
          `Comptes dont l’adresse e-mail n’a jamais été confirmée\u00a0: supprimés après ${retention.unconfirmed_account_days} jours.`,
        ]),
    'Commandes, paiements, factures et rétractations\u00a0: aussi longtemps que le droit fiscal et commercial l’exige [indiquez la durée, par ex. 10 ans en Allemagne, 6 ans au Royaume-Uni].',
    'Votre compte\u00a0: jusqu’à ce que vous le supprimiez.',
  ],
  template: (retention): LegalBlock[] => [
    notice(legalTemplateNotice.text),
    heading('Responsable du traitement'),
    paragraph(
      'Le responsable du traitement de vos données personnelles est {seller_name}, {seller_address}, {seller_email}. [Indiquez votre délégué à la protection des données ou votre représentant si vous en avez un.]',
    ),
    heading('Ce que nous traitons, et pourquoi'),
    list(
      'Votre compte\u00a0: adresse e-mail et mot de passe (conservé uniquement sous forme de hachage), pour vous permettre de vous connecter et de retrouver vos commandes (exécution du contrat, art. 6, paragraphe 1, point b) du RGPD).',
      'Vos commandes\u00a0: VIN, système de navigation, région et version de carte, le code PIN et votre adresse e-mail, pour calculer et fournir le code PIN (art. 6, paragraphe 1, point b)), et pour conserver les enregistrements exigés par la loi (art. 6, paragraphe 1, point c)).',
      'Paiements\u00a0: montant, statut et référence du prestataire de paiement\u202f; vos données de carte ou PayPal sont transmises au prestataire, pas à nous (art. 6, paragraphe 1, point b)).',
      'Votre adresse IP lors des commandes, des paiements et des connexions, pour prévenir la fraude et les abus et limiter les tentatives répétées (notre intérêt légitime, art. 6, paragraphe 1, point f)).',
      'Les rétractations que vous envoyez\u00a0: ce que vous avez saisi dans le formulaire, pour traiter la rétractation et à titre de preuve (art. 6, paragraphe 1, points b) et c)).',
    ),
    heading('Destinataires'),
    list(
      'Nos prestataires de paiement (Stripe\u202f; PayPal si vous payez avec PayPal), pour le paiement.',
      'Le prestataire qui calcule les codes PIN reçoit le VIN, le système de navigation, la région et la version, mais pas votre nom ni votre adresse e-mail.',
      'Nos hébergeurs et prestataires d’e-mail, en tant que sous-traitants liés par contrat. [Citez-les, ainsi que tout transfert hors de l’UE/du Royaume-Uni avec sa garantie.]',
    ),
    heading('Durée de conservation'),
    { kind: 'list', items: [...retention] },
    heading('Cookies et stockage'),
    paragraph(
      'Nous ne déposons aucun cookie publicitaire ni de suivi. Votre navigateur conserve votre connexion à cette boutique dans son stockage, ce qui est strictement nécessaire au service que vous demandez.',
    ),
    heading('Vos droits'),
    paragraph(
      'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, de portabilité des données, et d’opposition au traitement fondé sur nos intérêts légitimes. Écrivez à {seller_email}. Vous pouvez introduire une réclamation auprès d’une autorité de contrôle, notamment celle de votre lieu de résidence (en France\u00a0: la CNIL\u202f; au Royaume-Uni\u00a0: l’Information Commissioner’s Office).',
    ),
  ],
};
