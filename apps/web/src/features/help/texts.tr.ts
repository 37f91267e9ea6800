/** Turkish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { helpTexts as english } from './texts';

export const helpTexts: Translation<typeof english> = {
  title: 'Yardım',
  intro: 'PIN kodu sipariş etmeden veya bir kodlama dosyasını dönüştürmeden önce bilmeniz gerekenler.',
  units: {
    title: 'PIN kodunu multimedya ünitenize girme',
    intro:
      'PIN kodunun nerede istendiği, multimedya ünitesinin harita güncellemesini nasıl aldığına bağlıdır; menü adları üniteye ve yazılım sürümüne göre değişir.',
    nav: 'Multimedya üniteleri',
    cars: 'Hangi araçlarda bulunur',
    carsOnly: (unit: string) => `Yalnızca ${unit}:`,
    carsOneOf: (units: string) => `${units}; üretim tarihine ve donanıma göre:`,
    separator: ', ',
    carsVinBefore: '',
    carsVinLink: 'VIN çözücü',
    carsVinAfter:
      ', aracınızın serisini ve model yılını gösterir. Bir seride birden fazla multimedya ünitesi bulunabiliyorsa hangisinin olduğunu aracın üretim tarihi ve donanımı belirler; bunu yalnızca VIN’den anlamak mümkün değildir.',
    prompt: 'PIN kodu nerede istenir',
    sdCard: {
      prompt:
        'NTG 4.5 (COMAND Online, yaklaşık 2011–2015) haritayı, COMAND’ın kart yuvasında takılı kalan bir SD karttan çalıştırır. Yeni haritanın SD kartını takın: COMAND, etkinleştirme kodunu (PIN) ekranında genellikle yeni haritayı ilk okuduğunda, en geç navigasyonu açtığınızda ister; menünün adı yazılım sürümüne göre değişir. Yeni bir kartın ilk okunması biraz sürebilir: aracın elektriğini kesmeyin (motor çalışır durumda veya akü şarj cihazı bağlı) ve kartı çıkarmayın.',
      refused:
        'COMAND’ın kart yuvasındaki SD kartın, PIN kodunun sipariş edildiği harita güncellemesi olduğunu kontrol edin: harita bölgesi ve sürümü etiketinde yazılıdır.',
    },
    usb: {
      prompt:
        'Bu ünite haritayı kendi belleğinde tutar; harita güncellemesi genellikle bir USB bellekten yüklenir (bazı güncellemeler SD kartta da sunulur). Etkinleştirme kodu (PIN), güncellemeyi başlattığınızda veya yeni harita ilk kez okunduğunda, en geç navigasyonu açtığınızda ekranda istenir; menünün adı yazılım sürümüne göre değişir. Yükleme bir saat veya daha uzun sürebilir: aracın elektriğini kesmeyin (motor çalışır durumda veya akü şarj cihazı bağlı) ve yükleme bitene kadar USB belleği çıkarmayın.',
      refused:
        'USB belleğin harita bölgesi ve sürümünün (etiketinde veya indirme dosyasıyla birlikte yazılı) sipariş ettiklerinizle aynı olduğunu ve yüklemenin tamamlandığını kontrol edin.',
    },
    type: 'Ne yazılır',
    typeAnswer:
      'PIN kodunu sonuç sayfasında ve e-postamızda göründüğü gibi, karakter karakter yazın ve onaylayın. Kod, aracınızın şasi numarası (VIN) ile sipariş ettiğiniz harita bölgesi ve sürümü için üretilmiştir ve yalnızca bunlarla çalışır.',
    refused: 'PIN kodu kabul edilmezse',
    refusedRetype:
      'PIN kodunu karakter karakter karşılaştırın (0 ile O, 1 ile I birbirine benzer) ve yeniden yazın.',
    refusedBefore:
      'Sipariş e-postasındaki multimedya ünitesinin ve VIN’in aracınıza ait olduğunu kontrol edin. Hâlâ kabul edilmiyor mu? Sipariş numaranızla (NH-…) ',
    refusedAfter:
      ' adresine yazın: girdiğiniz VIN ile çalışmayan bir PIN kodu düzeltilir veya ücretin tamamı iade edilir.',
    order: (unit: string) => `${unit} için PIN kodu sipariş edin`,
  },
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
      'Araç ruhsatında ve sürücü tarafında ön camın alt kısmında. Sipariş formu numarayı siz yazarken okur ve araç serisinde seçtiğiniz multimedya ünitesinin bulunduğu bilinmiyorsa sizi uyarır; daha fazlası için ',
    link: 'VIN çözücü',
    after: ' sayfasına bakın.',
  },
  mapVersion: {
    question: 'Harita sürümünü nerede bulurum?',
    answer:
      'Yüklediğiniz sürümü sipariş edin: harita güncellemesinin SD kartının veya USB belleğinin etiketinde ya da indirme dosyasıyla birlikte yazılıdır. Şu anda yüklü olan sürüm, navigasyon ayarlarında harita veya sistem bilgileri altında gösterilir; menünün adı üniteye göre değişir.',
  },
  when: {
    question: 'PIN kodumu ne zaman alırım?',
    answer:
      'Genellikle bir dakika içinde. Bir PIN kodunun elle alınması gerektiğinde daha uzun sürebilir: sonuç sayfası kendiliğinden güncellenir ve PIN kodu her durumda size e-postayla gönderilir. Siparişleriniz ve PIN kodları hesabınızda Siparişler bölümünde de yer alır.',
  },
  points: {
    question: 'Tokenlar ve abonelikler nasıl çalışır?',
    before:
      'Bir token, bir PIN kodunun bedelini karşılar; abonelik ise süresi boyunca, günde makul bir sayıya kadar PIN kodlarını karşılar. Bayiler ve servisler ',
    link: 'paketlerle',
    after:
      ' tasarruf eder. Token veya abonelik hakkı PIN kodu sipariş edildiğinde kullanılır; bu yüzden önce şasi numarasını kontrol edin.',
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
    after: ' oturum açmayı, tokenla sipariş vermeyi ve bir siparişi kontrol etmeyi anlatır.',
  },
  support: {
    question: 'Bir sorun mu oluştu?',
    before: 'Sipariş numaranızla (NH- ile başlar) şu adrese yazın: ',
    after: '. Sorunu çözeceğiz.',
  },
};
