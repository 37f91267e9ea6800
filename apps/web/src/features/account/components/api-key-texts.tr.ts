/** Turkish texts of api-key-texts.ts (docs/decisions/062): the same keys, in the trade's Turkish. */
import type { Translation } from '@/i18n/translated';
import type { apiKeyTexts as english } from './api-key-texts';

export const apiKeyTexts: Translation<typeof english> = {
  heading: 'API anahtarları',
  intro:
    'Kendi sistemleriniz (kasa, ERP, bayi platformu) şifreniz yerine bir API anahtarıyla PIN kodu sipariş edebilir ve geçmişinizi okuyabilir.',
  guide: 'API kılavuzunu okuyun',
  endsWithPassword: 'Şifrenizi değiştirmek veya sıfırlamak tüm anahtarları geçersiz kılar.',
  name: 'Ad',
  nameDescription: 'Anahtarın kullanıldığı yer; anahtarları birbirinden ayırmanızı kolaylaştırır.',
  mode: 'Mod',
  live: 'Canlı',
  test: 'Test (test ortamı henüz açık değil)',
  testShort: 'Test',
  readOnly: 'Salt okunur: yalnızca okuyabilir (katalog, geçmiş, satın alımlar)',
  create: 'Anahtar oluştur',
  shownOnce: (name: string) => `Yeni anahtarınız “${name}”`,
  shownOnceWarning:
    'Şimdi kopyalayın ve gizli tutun: yalnızca bu seferlik gösterilir. Bu anahtara sahip olan herkes tokenlarınızla PIN kodu sipariş edebilir.',
  theKey: 'Yeni API anahtarı',
  copy: 'Kopyala',
  copied: 'Anahtar kopyalandı',
  copyFailed: 'Anahtar kopyalanamadı: seçip elle kopyalayın.',
  testModeNote: 'Test anahtarlarıyla henüz sipariş verilemez veya ödeme yapılamaz: test ortamı açık değil.',
  none: 'Henüz API anahtarı yok.',
  listCaption: 'API anahtarlarınız',
  columns: {
    name: 'Ad',
    mode: 'Mod',
    key: 'Anahtar',
    created: 'Oluşturulma',
    lastUsed: 'Son kullanım',
    actions: 'İşlemler',
  },
  readOnlyBadge: 'salt okunur',
  never: 'Hiçbir zaman',
  revoke: 'İptal et',
  revokeLabel: (name: string) => `İptal et: ${name}`,
  revokeTitle: (name: string) => `“${name}” iptal edilsin mi?`,
  revokeDescription: 'Bu anahtarla yapılan her istek bundan sonra reddedilir. Bu işlem geri alınamaz.',
  cancel: 'Vazgeç',
  revoked: 'Anahtar iptal edildi',
};
