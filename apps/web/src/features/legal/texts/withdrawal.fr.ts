/**
 * French template of withdrawal.ts (docs/decisions/062): l’information sur le droit de rétractation,
 * son exclusion pour les codes PIN et le modèle de formulaire de rétractation (annexe I(B) de la
 * directive 2011/83/UE).
 */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph } from './document';
import { legalTemplateNotice } from './document.fr';
import type { withdrawalTexts as english } from './withdrawal';

export const withdrawalTexts: Translation<typeof english> = {
  template: [
    notice(legalTemplateNotice.text),
    heading('Droit de rétractation'),
    paragraph(
      'Vous avez le droit de vous rétracter d’un contrat portant sur un pack de jetons ou un abonnement sans donner de motif dans un délai de quatorze jours. Le délai de rétractation expire quatorze jours après le jour de la conclusion du contrat.',
    ),
    paragraph(
      'Pour exercer le droit de rétractation, vous devez nous notifier ({seller_name}, {seller_address}, {seller_email}) votre décision de rétractation du contrat au moyen d’une déclaration dénuée d’ambiguïté\u00a0: utilisez la rétractation en ligne (le lien «\u00a0Se rétracter d’un contrat ici\u00a0» en bas de chaque page), envoyez un e-mail ou une lettre. Vous pouvez utiliser le modèle de formulaire de rétractation ci-dessous, mais ce n’est pas obligatoire. Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l’exercice du droit de rétractation avant l’expiration du délai de rétractation.',
    ),
    heading('Effets de la rétractation'),
    paragraph(
      'En cas de rétractation de votre part du présent contrat, nous vous rembourserons tous les paiements reçus de vous, sans retard excessif et, en tout état de cause, au plus tard quatorze jours à compter du jour où nous sommes informés de votre décision de rétractation. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale\u202f; ce remboursement n’occasionnera aucun frais pour vous. Les jetons ou jours d’abonnement du pack prennent fin avec le remboursement.',
    ),
    heading('Exclusion du droit de rétractation'),
    list(
      'Un code PIN de navigation est un contenu numérique non fourni sur un support matériel. Il est fourni immédiatement après le paiement, avec votre accord préalable exprès et votre reconnaissance du fait que vous perdez ainsi votre droit de rétractation (directive 2011/83/UE, art. 16, point m\u202f; UK Consumer Contracts Regulations 2013, regulation 37\u202f; § 356, al. 5 BGB). Une fois le code PIN fourni, le droit de rétractation ne s’applique plus.',
      'Il en va de même pour chaque code PIN obtenu avec un jeton ou un jour d’abonnement\u00a0: les jetons et jours non encore utilisés conservent le droit de rétractation.',
    ),
    heading('Modèle de formulaire de rétractation'),
    paragraph(
      '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    ),
    list(
      'À l’attention de {seller_name}, {seller_address}, {seller_email}\u00a0:',
      'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous\u00a0:',
      'Commandé le (*)/reçu le (*)\u00a0:',
      'Nom du (des) consommateur(s)\u00a0:',
      'Adresse du (des) consommateur(s)\u00a0:',
      'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u00a0:',
      'Date\u00a0:',
    ),
    paragraph('(*) Rayez la mention inutile.'),
  ],
};
