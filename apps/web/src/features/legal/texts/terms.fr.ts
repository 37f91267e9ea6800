/** French template of terms.ts (docs/decisions/062): Conditions générales de vente. */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph } from './document';
import { legalTemplateNotice } from './document.fr';
import type { termsTexts as english } from './terms';

export const termsTexts: Translation<typeof english> = {
  template: [
    notice(legalTemplateNotice.text),
    heading('1. Vendeur'),
    paragraph(
      'Les présentes conditions générales de vente s’appliquent à tout achat dans la boutique {brand}. Le vendeur est {seller_name}, {seller_address} (toutes les informations figurent dans les mentions légales). Pour toute question, écrivez à {seller_email}.',
    ),
    heading('2. Objet'),
    list(
      'Codes PIN de navigation\u00a0: un code d’activation pour la mise à jour cartographique d’un système de navigation Mercedes-Benz COMAND, calculé pour le numéro d’identification du véhicule (VIN), le système de navigation, la région cartographique et la version de carte que vous saisissez. Un code PIN est un contenu numérique non fourni sur un support matériel.',
      'Packs de jetons\u00a0: un nombre de jetons, dont chacun paie ultérieurement un code PIN.',
      'Abonnements\u00a0: les codes PIN commandés pendant la durée de l’abonnement, dans la limite d’un nombre raisonnable par jour, pour les jours avec lesquels il a été vendu.',
    ),
    heading('3. Conclusion du contrat et paiement'),
    paragraph(
      'Le contrat est conclu lors de votre paiement. Les prix s’entendent TVA comprise lorsqu’elle est due. Vous payez par carte ou PayPal auprès de nos prestataires de paiement\u202f; nous ne voyons jamais votre numéro de carte. Votre référence de commande (NH-…) et le code PIN s’affichent à l’écran et vous sont envoyés par e-mail.',
    ),
    heading('4. Fourniture immédiate des codes PIN'),
    paragraph(
      'Un code PIN est fourni immédiatement après le paiement (ou après que vous y avez consacré un jeton ou un jour d’abonnement)\u00a0: à l’écran, par e-mail et dans votre compte. Avant de payer un code PIN, vous acceptez expressément que nous commencions à le fournir immédiatement, avant la fin du délai de rétractation, et vous reconnaissez perdre ainsi votre droit de rétractation dès la fourniture du code PIN (directive 2011/83/UE, art. 16, point m\u202f; au Royaume-Uni, regulation 37 des Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013\u202f; en Allemagne, § 356, al. 5 BGB). Nous confirmons votre accord et votre reconnaissance dans l’e-mail contenant le code PIN.',
    ),
    heading('5. Droit de rétractation'),
    list(
      'Un code PIN\u00a0: aucun droit de rétractation une fois fourni (article 4).',
      'Un pack de jetons ou un abonnement que vous n’avez pas encore utilisé\u00a0: vous pouvez vous rétracter dans les 14 jours suivant l’achat, sans donner de motif, et récupérer l’intégralité de ce que vous avez payé. Les jetons et jours d’abonnement non encore utilisés conservent ce droit.',
      'Lorsque vous consacrez un jeton ou un jour d’abonnement à un code PIN, ce code PIN est fourni immédiatement comme indiqué à l’article 4.',
    ),
    paragraph(
      'Les modalités de rétractation et le formulaire type de rétractation figurent sur la page Droit de rétractation.',
    ),
    heading('6. VIN erroné'),
    paragraph(
      'Un code PIN est calculé pour le VIN que vous saisissez et ne fonctionne que dans ce véhicule. Vérifiez le VIN (il figure sur le certificat d’immatriculation et en bas du pare-brise) avant de payer\u00a0: le formulaire de commande contrôle sa longueur et vous avertit lorsque la série du véhicule ne correspond pas au système de navigation. Un code PIN correctement calculé pour un VIN que vous avez mal saisi n’est pas un défaut, et son prix, son jeton ou son jour d’abonnement n’est pas remboursé\u202f; écrivez à {support_email} et nous verrons ce que nous pouvons faire. Si le code PIN fourni ne fonctionne pas avec le VIN saisi, ou si nous avons fourni un code erroné, nous le corrigeons ou vous remboursons intégralement.',
    ),
    heading('7. Vos droits légaux'),
    paragraph(
      'Vos droits légaux en cas de contenu numérique défectueux ou non conforme restent inchangés. Rien dans les présentes conditions ne limite notre responsabilité en cas de décès ou de dommage corporel causé par négligence, en cas de fraude, ou lorsque la loi ne le permet pas.',
    ),
    heading('8. Droit applicable et litiges'),
    paragraph(
      'Le droit de l’État {seller_country} s’applique\u202f; en tant que consommateur, vous conservez la protection des dispositions impératives du droit du pays où vous résidez. [Indiquez si vous participez à une procédure de médiation de la consommation, et auprès de quel médiateur.]',
    ),
  ],
};
