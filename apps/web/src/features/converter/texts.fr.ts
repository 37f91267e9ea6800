/** French texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { converterTexts as english } from './texts';

export const converterTexts: Translation<typeof english> = {
  title: 'Importez votre fichier',
  intro:
    'Découpe les fichiers de codage .vrx, .vcx et .sgde en fichiers .aed, un par calculateur, renvoyés dans un seul fichier ZIP.',
  dropZone: 'Glissez-déposez vos fichiers ici',
  dropZoneActive: 'Déposez les fichiers ici…',
  dropZoneLabel: 'Glissez-déposez vos fichiers ici, ou appuyez sur Entrée pour les choisir',
  dropZoneHint: '.vrx, .vcx ou .sgde · jusqu’à {maxFiles} fichiers · {maxSize} au maximum chacun',
  chooseFile: 'Choisir un fichier',
  processing: 'Traitement en cours…',
  download: 'Télécharger',
  results: 'Résultats',
  rejected: 'Ces fichiers n’ont pas été acceptés',
  status: {
    waiting: 'en attente',
    uploading: 'envoi en cours',
    converting: 'conversion en cours',
    processed: 'traité',
    error: 'erreur',
    incorrectFileType: 'Type de fichier incorrect',
  },
  incorrectFileTypeReason: 'Seuls les fichiers .vrx, .vcx et .sgde peuvent être convertis.',
  emptyResult: 'Le serveur a renvoyé un résultat vide.',
  networkError: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  uploadProgress: 'Envoi de {file}',
  converting: 'Envoyé\u202f; conversion sur le serveur…',
  modules: 'Calculateurs trouvés',
  modulesOf: 'Calculateurs trouvés dans {file}',
  moreModules: '+{count} de plus',
  announceBusy: 'Traitement de {done} fichiers sur {total}…',
  announceDone: 'Terminé\u00a0: {summary}.',
};
