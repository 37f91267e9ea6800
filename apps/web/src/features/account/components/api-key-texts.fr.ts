/** French texts of api-key-texts.ts (docs/decisions/062): the same keys, in the trade's French. */
import type { Translation } from '@/i18n/translated';
import type { apiKeyTexts as english } from './api-key-texts';

export const apiKeyTexts: Translation<typeof english> = {
  heading: 'Clés API',
  intro:
    'Vos propres systèmes (une caisse, un ERP, une plateforme de revente) peuvent commander des codes PIN et lire votre historique avec une clé API au lieu de votre mot de passe.',
  guide: 'Lire le guide de l’API',
  endsWithPassword: 'Si vous modifiez ou réinitialisez votre mot de passe, toutes les clés sont révoquées.',
  name: 'Nom',
  nameDescription: 'Où la clé est utilisée, pour distinguer les clés.',
  mode: 'Mode',
  live: 'Production',
  test: 'Test (sandbox\u00a0: commandes de test, codes PIN de démonstration, rien n’est facturé)',
  testShort: 'Test',
  readOnly: 'Lecture seule (catalogue, historique, achats)',
  create: 'Créer une clé',
  shownOnce: (name: string) => `Votre nouvelle clé «\u00a0${name}\u00a0»`,
  shownOnceWarning:
    'Copiez-la maintenant et gardez-la secrète\u00a0: elle n’est affichée qu’une seule fois. Quiconque la possède peut commander des codes PIN avec vos points.',
  theKey: 'La nouvelle clé API',
  copy: 'Copier',
  copied: 'Clé copiée',
  copyFailed: 'La clé n’a pas pu être copiée\u00a0: sélectionnez-la et copiez-la manuellement.',
  testModeNote:
    'Les clés de test commandent dans la sandbox\u00a0: commandes de test avec des codes PIN de démonstration, sans débit de points ni d’argent, jamais dans votre historique. Les paiements par carte et les achats de packs exigent une clé de production.',
  none: 'Pas encore de clé API.',
  listCaption: 'Vos clés API',
  columns: {
    name: 'Nom',
    mode: 'Mode',
    key: 'Clé',
    created: 'Créée le',
    lastUsed: 'Dernière utilisation',
    actions: 'Actions',
  },
  readOnlyBadge: 'lecture seule',
  never: 'Jamais',
  revoke: 'Révoquer',
  revokeLabel: (name: string) => `Révoquer ${name}`,
  revokeTitle: (name: string) => `Révoquer «\u00a0${name}\u00a0»\u202f?`,
  revokeDescription: 'Toute requête avec cette clé sera désormais refusée. Cette action est irréversible.',
  cancel: 'Annuler',
  revoked: 'Clé révoquée',
};
