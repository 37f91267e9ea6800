/** The customers' e-mails in Turkish (formal "siz"); keys as en.ts. */
import type { MailTexts } from './en.js';

export const tr: MailTexts = {
  hello: 'Merhaba,',
  helloName: (name) => `Sayın ${name},`,
  questions: (support) => `Sorularınız mı var? ${support} adresine yazın.`,
  helpOffer: (support) => `Yardıma ihtiyacınız olursa ${support} adresine yazın.`,

  labels: {
    pin: 'PIN',
    headUnit: 'Multimedya ünitesi',
    mapRegion: 'Harita bölgesi',
    version: 'Harita sürümü',
    vin: 'Şasi numarası (VIN)',
  },

  consent: {
    given: (at, version) => `Teslimattan önce, ${at} tarihinde şu onayı verdiniz (${version} tarihli metin):`,
    immediateDelivery: 'PIN kodumun 14 günlük cayma süresi dolmadan, hemen teslim edilmesini talep ediyorum.',
    waiverAcknowledged: 'PIN kodu teslim edildiğinde cayma hakkımı kaybedeceğimi biliyorum.',
  },

  passwordReset: {
    subject: (brand) => `${brand}: şifrenizi sıfırlayın`,
    asked: (brand) => `${brand} hesabınızın şifresinin sıfırlanması istendi.`,
    openLink: 'Yeni bir şifre belirlemek için bu bağlantıyı açın:',
    button: 'Yeni şifre belirleyin',
    validity: (minutes) =>
      `Bağlantı yalnızca bir kez kullanılabilir ve ${minutes} dakika sonra geçerliliğini yitirir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.`,
  },

  emailConfirmation: {
    subject: (brand) => `${brand}: e-posta adresinizi onaylayın`,
    created: (brand) => `Bu e-posta adresiyle bir ${brand} hesabı oluşturuldu.`,
    openLink: 'Onaylamak için bu bağlantıyı açın:',
    button: 'E-posta adresinizi onaylayın',
    validity: (hours) =>
      `Bağlantı ${hours} saat sonra geçerliliğini yitirir. Hesabı siz oluşturmadıysanız bu e-postayı dikkate almayın.`,
  },

  passwordChanged: {
    subject: (brand) => `${brand}: şifreniz değiştirildi`,
    body: (brand, support) =>
      `${brand} hesabınızın şifresi az önce değiştirildi. Bunu siz yapmadıysanız hemen ${support} adresine yazın.`,
  },

  pinReady: {
    subject: (brand, vin) => `${brand}: ${vin} için navigasyon PIN kodunuz`,
    intro: (reference) => `${reference} numaralı siparişinizin PIN kodu:`,
    demo: 'Bu, demo PIN sağlayıcısından gelen bir DEMO kodudur: hiçbir multimedya ünitesinin kilidini açmaz.',
    help: (comand) => `${comand} ünitesine PIN kodunu adım adım girme talimatı:`,
  },

  pinCorrected: {
    subject: (brand, vin) => `${brand}: ${vin} için düzeltilmiş navigasyon PIN kodu`,
    intro: (reference) =>
      `${reference} numaralı sipariş için gönderdiğimiz PIN kodu hatalıydı, özür dileriz. Düzeltilmiş PIN kodu aşağıdadır; önceki e-postamızdakinin yerine geçer:`,
  },

  pinFailed: {
    subject: (brand, vin) => `${brand}: ${vin} için PIN kodu alınamadı`,
    body: (reference) => `${reference} numaralı siparişinizin PIN kodunu alamadık.`,
  },

  orderRefunded: {
    subject: (brand, reference) => `${brand}: ${reference} numaralı sipariş iade edildi`,
    body: (reference, vin) => `${reference} numaralı siparişinizin (VIN ${vin}) bedelini iade ettik.`,
    keepsPin: 'Size gönderdiğimiz PIN kodu sizde kalır.',
  },

  bulkOrderCompleted: {
    subject: (brand) => `${brand}: toplu siparişiniz tamamlandı`,
    intro: (reference) =>
      `${reference} numaralı toplu siparişiniz tamamlandı: dosyanızdaki her satır için ya PIN kodu ya da PIN kodunun neden alınamadığı bilgisi hazır.`,
    rows: 'Dosyadaki satırlar',
    fulfilled: 'Alınan PIN kodları',
    failed: 'Başarısız olan veya sipariş edilmeyen satırlar',
    pointsSpent: 'Kullanılan tokenlar',
    subscriptionUses: 'Abonelik kullanımları (ücret alınmadı)',
    givenBack:
      'Başarısız olan veya sipariş edilmeyen satırlar için sizden ücret alınmadı: bunlar için ödediğiniz tutar iade edildi.',
    download:
      'PIN kodları, dosyanızın her satırı için bir satır içeren results.csv dosyasındadır. Bu dosyayı toplu siparişler sayfanızdan indirebilirsiniz:',
    button: 'Toplu siparişlerinize gidin',
    orders: 'Bu toplu siparişin satırları:',
    line: (row, vin, outcome) => `Satır ${row} (VIN ${vin}): ${outcome}`,
    ready: (reference) => `${reference} numaralı sipariş, PIN kodu alındı`,
    orderFailed: (reference) => `${reference} numaralı sipariş, başarısız`,
    notOrdered: 'sipariş edilmedi',
  },

  givenBack: {
    point: 'Kullanılan token hesabınıza geri yüklendi.',
    subscriptionUse: 'Sipariş aboneliğinizle ödendi: herhangi bir ücret alınmadı.',
    card: (money) => `${money} tutarındaki kart ödemeniz iade edildi.`,
    cardLater: 'Kart ödemeniz iade edilecek.',
    nothing: 'Herhangi bir ücret alınmadı.',
  },

  receipt: {
    subject: (brand, item) => `${brand}: ${item} için ödeme makbuzu`,
    thanks: 'Satın aldığınız için teşekkür ederiz.',
    item: 'Ürün',
    amountPaid: 'Ödenen tutar',
    date: 'Tarih',
    orderReference: 'Sipariş numarası',
    paymentReference: 'Ödeme numarası',
    invoice: 'Fatura',
    invoiceAttached: (number) => `Fatura ${number} (ekte)`,
  },

  creditNote: {
    subject: (brand, number) => `${brand}: iade faturası ${number}`,
    refunded: (money) => `${money} tutarını iade ettik.`,
    refundedOfInvoice: (money, invoice) => `${invoice} numaralı faturadan ${money} tutarını iade ettik.`,
    attached: (number) => `${number} numaralı iade faturası ektedir.`,
  },

  withdrawal: {
    subject: (brand, receipt) => `${brand}: ${receipt} numaralı cayma bildiriminizi aldık`,
    intro:
      'Aşağıdaki sözleşmeden cayma bildiriminizi aldık. Bu e-postayı saklayın: bildirimin ne zaman ulaştığının kanıtıdır.',
    receipt: 'Alındı numarası',
    received: 'Alınma zamanı',
    name: 'Ad soyad',
    reference: 'Sipariş veya ödeme numarası',
    contract: 'Sözleşme',
    reason: 'Gerekçe',
    contracts: {
      token_bundle: 'bir token paketi',
      subscription_bundle: 'bir abonelik',
      pin: 'bir navigasyon PIN kodu',
    },
    closing: (support) =>
      `Bildiriminizi 14 gün içinde işleme alıp size yazacağız. Sorularınız için: ${support}.`,
  },
};
