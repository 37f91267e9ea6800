/** Turkish texts of webhook-texts.ts (docs/decisions/062): the same keys, in the trade's Turkish. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import type { webhookTexts as english } from './webhook-texts';

export const webhookTexts: Translation<typeof english> = {
  heading: "Webhook'lar",
  intro:
    'Bir sipariş PIN kodunu aldığında, başarısız olduğunda veya iade edildiğinde sistemleriniz mağazayı sürekli sorgulamak yerine otomatik olarak bilgilendirilir. Her olay imzalıdır (Standard Webhooks).',
  guide: 'Bir webhook nasıl doğrulanır',
  url: "Uç nokta URL'si",
  urlDescription: 'Sisteminizin herkese açık bir https:// adresi.',
  events: 'Olaylar',
  eventsError: 'En az bir olay seçin.',
  eventNames: {
    'order.fulfilled': 'Sipariş tamamlandı (PIN koduyla)',
    'order.failed': 'Sipariş başarısız',
    'order.refunded': 'Sipariş iade edildi',
    'bulk_order.completed': 'Toplu sipariş tamamlandı',
  },
  add: 'Uç nokta ekle',
  secretShown: (url: string) => `İmza anahtarı: ${url}`,
  secretWarning:
    "Şimdi kopyalayın ve gizli tutun: yalnızca bu seferlik gösterilir. Sisteminiz her webhook'u bununla doğrular.",
  rotatedNote:
    'Önceki anahtar da 24 saat boyunca imzalamaya devam eder; böylece hiçbir olayı kaçırmadan geçiş yapabilirsiniz.',
  theSecret: 'İmza anahtarı',
  copy: 'Kopyala',
  copied: 'Anahtar kopyalandı',
  copyFailed: 'Anahtar kopyalanamadı: seçip elle kopyalayın.',
  none: 'Henüz uç nokta yok.',
  endpointsCaption: 'Webhook uç noktalarınız',
  active: 'Etkin',
  disabled: 'Devre dışı',
  previousUntil: (when: string) => `Önceki anahtar da şu zamana kadar imzalar: ${when}.`,
  rotate: 'Anahtarı yenile',
  rotateLabel: (url: string) => `Anahtarı yenile: ${url}`,
  delete: 'Sil',
  deleteLabel: (url: string) => `Sil: ${url}`,
  deleteTitle: 'Bu uç nokta silinsin mi?',
  deleteDescription: (url: string) =>
    `Artık şu adrese hiçbir şey gönderilmez: ${url}. Teslimat kayıtları da silinir.`,
  cancel: 'Vazgeç',
  deleted: 'Uç nokta silindi',
  deliveriesHeading: 'Son teslimatlar',
  noDeliveries: 'Henüz hiçbir şey gönderilmedi.',
  deliveriesCaption: 'Son webhook teslimatları, en yenisi önce',
  columns: { event: 'Olay', status: 'Durum', actions: 'İşlemler' },
  attempts: (n: number) => plural(n, { one: '# deneme', other: '# deneme' }),
  answered: (answer: string) => `son yanıt: ${answer}`,
  status: { pending: 'Yeniden deneniyor', succeeded: 'Teslim edildi', failed: 'Başarısız' },
  queued: 'Bekliyor',
  nextAttempt: (when: string) => `Sonraki deneme: ${when}`,
  noAnswer: 'Yanıt yok',
  resend: 'Yeniden gönder',
  resendLabel: (event: string, when: string) => `Yeniden gönder: ${event} (${when})`,
  resent: 'Yeniden gönderiliyor',
};
