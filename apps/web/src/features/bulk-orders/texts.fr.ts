/** French texts of texts.ts (docs/decisions/062): the same keys, in the trade's French. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatCount } from '@/lib/format';
import type { bulkTexts as english } from './texts';

export const bulkTexts: Translation<typeof english> = {
  heading: 'Commandes groupées',
  intro:
    'Commandez les codes PIN de toute une flotte en une fois\u00a0: importez un fichier CSV avec un véhicule par ligne, jusqu’à 1 000 lignes. Vérifiez d’abord le fichier\u00a0: rien n’est commandé ni payé avant que vous ne cliquiez sur Commander.',
  columns:
    'La première ligne nomme les colonnes\u00a0: comand, map_region, version, vin et, si vous le souhaitez, reference (votre propre désignation du véhicule).',
  template: 'Télécharger un fichier d’exemple',
  file: 'Fichier CSV',
  check: 'Vérifier le fichier',
  chooseFirst: 'Choisissez d’abord un fichier CSV.',
  summary: (rows: number, valid: number) =>
    `${plural(rows, { one: '# ligne', other: '# lignes' })}\u00a0: ${formatCount(valid)} à commander, ${plural(rows - valid, { one: '# avec erreur', other: '# avec erreurs' })}.`,
  paysWithPoints: (needed: number, balance: number) =>
    `Il faut ${plural(needed, { one: '# point', other: '# points' })}\u202f; vous en avez ${formatCount(balance)}.`,
  paysWithSubscription: 'Votre abonnement couvre cette commande.',
  invalidRowsNote: 'Les lignes avec erreurs ne sont pas commandées et ne coûtent rien.',
  problems: 'Lignes à examiner',
  row: 'Ligne',
  vin: 'VIN',
  reference: 'Référence',
  whatIsWrong: 'À corriger',
  warning: 'À vérifier',
  order: (valid: number) => `Commander ${plural(valid, { one: '# code PIN', other: '# codes PIN' })}`,
  ordering: 'Commande en cours…',
  progressLabel: 'Progression de la commande groupée',
  inProgress: (done: number, rows: number) =>
    `${plural(done, { one: '# ligne traitée', other: '# lignes traitées' })} sur ${formatCount(rows)}. Vous pouvez quitter cette page\u00a0: les commandes se poursuivent et figurent aussi dans votre historique de commandes.`,
  queued: 'Votre fichier est en file d’attente…',
  completed: (fulfilled: number, failed: number) =>
    `Terminé\u00a0: ${plural(fulfilled, { one: '# code PIN est prêt', other: '# codes PIN sont prêts' })}${failed > 0 ? `, ${plural(failed, { one: '# ligne n’a pas été commandée ou a échoué', other: '# lignes n’ont pas été commandées ou ont échoué' })}` : ''}.`,
  download: 'Télécharger les résultats (CSV)',
  downloadNote:
    'Une ligne par ligne de votre fichier, dans le même ordre, avec le numéro de commande et le code PIN, ou la raison de son absence.',
  another: 'Importer un autre fichier',
  loadFailed: 'Cette commande groupée n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
  failedUpload: 'Le fichier n’a pas été commandé',
  cannotOrder: 'Ce fichier ne peut pas encore être commandé',
};
