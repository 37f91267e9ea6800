/** Turkish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { helpTexts as english } from './texts';

export const helpTexts: Translation<typeof english> = {
  title: 'Yardım',
  intro: 'PIN kodu sipariş etmeden veya bir kodlama dosyasını dönüştürmeden önce bilmeniz gerekenler.',
  order: {
    question: 'Navigasyon PIN kodu sipariş etmek için neye ihtiyacım var?',
    before:
      'Multimedya üniteniz (NTG 4.5, NTG 5s1, NTG 5/5s2 veya NTG 5.5), yükleyeceğiniz harita bölgesi ve harita sürümü ile aracın 17 karakterlik şasi numarası (VIN). Bunları şu sayfada seçin: ',
    link: 'Navigasyon kodları',
    after: '.',
  },
  vin: {
    question: 'Şasi numarasını (VIN) nerede bulurum?',
    before:
      'Araç ruhsatında ve sürücü tarafında ön camın alt kısmında. Sipariş formu numarayı siz yazarken okur ve araç serisinin seçtiğiniz multimedya ünitesiyle kullanıldığı bilinmiyorsa uyarır; daha fazlası için ',
    link: 'VIN çözücü',
    after: ' sayfasına bakın.',
  },
  when: {
    question: 'PIN kodumu ne zaman alırım?',
    answer:
      'Genellikle bir dakika içinde. Bir PIN kodunun elle alınması gerektiğinde daha uzun sürebilir: sonuç sayfası kendiliğinden güncellenir ve PIN kodu her durumda size e-postayla gönderilir. Siparişleriniz ve PIN kodları hesabınızda Siparişler bölümünde de yer alır.',
  },
  points: {
    question: 'Puanlar ve abonelikler nasıl çalışır?',
    before:
      'Bir puan bir PIN kodunu öder; abonelik ise süresi boyunca, günde makul bir sayıya kadar PIN kodlarını karşılar. Bayiler ve servisler ',
    link: 'paketlerle',
    after:
      ' tasarruf eder. Puan veya abonelik hakkı PIN kodu sipariş edildiğinde kullanılır; bu yüzden önce şasi numarasını kontrol edin.',
  },
  converter: {
    question: 'Dönüştürücü ne yapar?',
    before:
      '.vrx, .vcx ve .sgde kodlama dosyalarını, her kontrol ünitesi (beyin) için bir tane olmak üzere .aed dosyalarına ayırır ve tek bir ZIP dosyası olarak verir. ',
    link: 'Dönüştürücüyü',
    after: ' deneyin; hesap gerekmez.',
  },
  api: {
    question: 'PIN kodu satıyorum: yazılımım sipariş verebilir mi?',
    before: 'Evet, bu mağazanın kullandığı API üzerinden. ',
    link: 'API kılavuzu ve referansı',
    after: ' oturum açmayı, puanla sipariş vermeyi ve bir siparişi kontrol etmeyi anlatır.',
  },
  support: {
    question: 'Bir sorun mu oluştu?',
    before: 'Sipariş numaranızla (NH- ile başlar) şu adrese yazın: ',
    after: '. Sorunu çözelim.',
  },
};
