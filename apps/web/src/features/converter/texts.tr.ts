/** Turkish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { converterTexts as english } from './texts';

export const converterTexts: Translation<typeof english> = {
  title: 'Dosyanızı yükleyin',
  intro:
    '.vrx, .vcx ve .sgde kodlama dosyalarını, her kontrol ünitesi için bir tane olmak üzere .aed dosyalarına ayırır ve tek bir ZIP dosyası olarak verir.',
  dropZone: 'Buraya sürükleyip bırakın',
  dropZoneActive: 'Dosyaları buraya bırakın…',
  dropZoneLabel: 'Buraya sürükleyip bırakın veya dosya seçmek için Enter tuşuna basın',
  dropZoneHint: '.vrx, .vcx veya .sgde · en fazla {maxFiles} dosya · her biri en fazla {maxSize}',
  chooseFile: 'Dosya seçin',
  processing: 'İşleniyor…',
  download: 'İndir',
  results: 'Sonuçlar',
  rejected: 'Bu dosyalar kabul edilmedi',
  status: {
    waiting: 'bekliyor',
    uploading: 'yükleniyor',
    converting: 'dönüştürülüyor',
    processed: 'işlendi',
    error: 'hata',
    incorrectFileType: 'Yanlış dosya türü',
  },
  incorrectFileTypeReason: 'Yalnızca .vrx, .vcx ve .sgde dosyaları dönüştürülebilir.',
  emptyResult: 'Sunucu boş bir sonuç döndürdü.',
  networkError: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  uploadProgress: 'Yükleniyor: {file}',
  converting: 'Yüklendi; sunucuda dönüştürülüyor…',
  modules: 'Bulunan kontrol üniteleri',
  modulesOf: 'Bulunan kontrol üniteleri: {file}',
  moreModules: '+{count} tane daha',
  announceBusy: '{total} dosyadan {done} tanesi işleniyor…',
  announceDone: 'Tamamlandı: {summary}.',
};
