/** Turkish texts of texts.ts (docs/decisions/062): the same keys, in the trade's Turkish. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatCount } from '@/lib/format';
import type { bulkTexts as english } from './texts';

export const bulkTexts: Translation<typeof english> = {
  heading: 'Toplu siparişler',
  intro:
    'Tüm filonuz için PIN kodlarını tek seferde sipariş edin: her satırda bir araç olan bir CSV dosyası yükleyin, en fazla 1.000 satır. Önce dosyayı kontrol edin: Sipariş ver düğmesine basana kadar hiçbir şey sipariş edilmez veya ödenmez.',
  columns:
    'İlk satır sütunların adlarını içerir: comand, map_region, version, vin ve isterseniz reference (araç için kendi etiketiniz).',
  template: 'Örnek dosyayı indirin',
  file: 'CSV dosyası',
  check: 'Dosyayı kontrol et',
  chooseFirst: 'Önce bir CSV dosyası seçin.',
  summary: (rows: number, valid: number) =>
    `${plural(rows, { one: '# satır', other: '# satır' })}: ${formatCount(valid)} satır sipariş edilebilir, ${formatCount(rows - valid)} satırda hata var.`,
  paysWithPoints: (needed: number, balance: number) =>
    `${plural(needed, { one: '# token', other: '# token' })} gerekiyor; bakiyenizde ${formatCount(balance)} token var.`,
  paysWithSubscription: 'Ödemesi aboneliğinizle yapılır.',
  invalidRowsNote: 'Hatalı satırlar sipariş edilmez ve ücretlendirilmez.',
  problems: 'Kontrol edilecek satırlar',
  row: 'Satır',
  vin: 'VIN',
  reference: 'Referans',
  whatIsWrong: 'Düzeltilmesi gereken',
  warning: 'Lütfen kontrol edin',
  order: (valid: number) => `${plural(valid, { one: '# PIN', other: '# PIN' })} sipariş ver`,
  ordering: 'Sipariş veriliyor…',
  progressLabel: 'Toplu sipariş ilerlemesi',
  inProgress: (done: number, rows: number) =>
    `${plural(rows, { one: '# satırdan', other: '# satırdan' })} ${formatCount(done)} tanesi tamamlandı. Bu sayfadan ayrılabilirsiniz: siparişler işlenmeye devam eder ve sipariş geçmişinizde de yer alır.`,
  queued: 'Dosyanız sırada…',
  completed: (fulfilled: number, failed: number) =>
    `Tamamlandı: ${plural(fulfilled, { one: '# PIN hazır', other: '# PIN hazır' })}${failed > 0 ? `, ${plural(failed, { one: '# satır sipariş edilmedi veya başarısız oldu', other: '# satır sipariş edilmedi veya başarısız oldu' })}` : ''}.`,
  download: 'Sonuçları indir (CSV)',
  downloadNote:
    'Dosyanızın her satırı için, aynı sırayla, sipariş numarası ve PIN koduyla ya da neden olmadığıyla birlikte bir satır.',
  another: 'Başka bir dosya yükleyin',
  loadFailed: 'Bu toplu sipariş yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  retry: 'Tekrar dene',
  failedUpload: 'Dosya sipariş edilmedi',
  cannotOrder: 'Bu dosya henüz sipariş edilemez',
};
