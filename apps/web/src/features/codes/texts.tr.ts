/** Turkish texts of texts.ts (docs/decisions/062): the same keys, in the trade's Turkish. */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { codesTexts as codes, paymentsTexts as payments } from './texts';

/** '39.00' → '$39,00': the amount as Turkish writes dollars. */
const dollars = (price: string) => formatMoney(price, 'USD');

export const codesTexts: Translation<typeof codes> = {
  form: {
    title: 'Navigasyon kodları',
    intro:
      'Multimedya ünitenizi, harita bölgesini ve harita sürümünü seçin, ardından 17 karakterlik şasi numarasını (VIN) girin.',
    formLabel: 'Navigasyon kodu',
    comand: 'Comand',
    mapRegion: 'Harita bölgesi',
    version: 'Sürüm',
    vin: 'VIN',
    selectPlaceholder: 'Seçin…',
    vinPlaceholder: '17 karakterlik VIN',
    generate: 'Oluştur',
    buyNow: 'Hemen satın al',
    vinWarningsTitle: 'Lütfen kontrol edin',
    confirmTitle: 'Yine de oluşturulsun mu?',
    confirmIntro:
      'Şasi numarası kontrolünde göz atmanız gereken bir şey bulundu. Kullanılan bir puan veya abonelik hakkı geri alınamaz.',
    confirmGenerate: 'Yine de oluştur',
    confirmCheck: "VIN'i kontrol et",
  },
  amount: {
    subscriptionActive: 'Abonelik etkin',
    points: (n: number) => `Puan bakiyesi: ${n}`,
    amount: (price: string) => `Tutar: ${dollars(price)}`,
    discountApplied: (discount: number) => `%${discount} indirim uygulandı`,
    price: (price: string) => dollars(price),
    originalPrice: 'Orijinal fiyat',
  },
  success: {
    conversionTitle: 'Dönüştürme için teşekkür ederiz',
    purchaseTitle: 'Satın aldığınız için teşekkür ederiz, PIN kodunuz:',
    pinLabel: 'PIN',
    copy: 'Kopyala',
    copied: 'Kopyalandı!',
    sentByEmail: 'Kod ayrıca e-posta adresinize gönderildi',
    pendingTitle: 'PIN kodunuz yolda',
    errorTitle: 'PIN kodunuzu alamadık',
    nextStep:
      'Sonraki adım: araçta harita güncellemesini başlatın ve multimedya ünitesi sorduğunda bu PIN kodunu girin. Destek için sipariş numarasını saklayın.',
    yourOrders: 'Siparişleriniz',
    howToEnter: (unit: string) => `${unit} ünitesinde PIN kodu nasıl girilir`,
  },
  orders: {
    heading: 'Siparişler',
    caption: 'Son dönüştürmelerinizin listesi.',
    orderId: 'Sipariş no.',
    createdAt: 'Oluşturulma tarihi',
    vin: 'VIN',
    region: 'Bölge',
    version: 'Sürüm',
    empty: 'Henüz dönüştürme yok.',
    unavailable: 'Siparişleriniz yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
    retry: 'Tekrar dene',
    details: 'Ayrıntılar',
    detailsDescription: 'Bu siparişin navigasyon kodu.',
    command: 'Komut',
    pin: 'PIN',
    date: 'Tarih',
    noPin: 'Henüz hazır değil',
    copyPinOf: (reference: string) => `PIN kodunu kopyala (${reference})`,
    headUnit: 'Multimedya ünitesi',
    close: 'Kapat',
    previous: 'Önceki',
    next: 'Sonraki',
    pagination: 'Sipariş sayfaları',
    pageOf: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
  },
  invoices: {
    heading: 'Fatura',
    invoice: 'Fatura (PDF)',
    invoiceOf: (reference: string) => `Fatura, sipariş ${reference} (PDF)`,
    creditNote: (number: string) => `İade faturası ${number} (PDF)`,
    creditNoteOf: (number: string, reference: string) =>
      `İade faturası ${number}, sipariş ${reference} (PDF)`,
    failed: 'PDF indirilemedi. Tekrar deneyin.',
  },
};

export const paymentsTexts: Translation<typeof payments> = {
  payment: {
    title: 'Ödeme yönteminizi seçin',
    intro:
      'Navigasyon PIN kodunuzu kartla ödeyin. PIN kodu burada gösterilir ve e-posta adresinize gönderilir.',
    formLabel: 'Kartla ödeme',
    summary: 'Siparişiniz',
    reference: 'Sipariş',
    comand: 'Comand',
    mapRegion: 'Harita bölgesi',
    version: 'Sürüm',
    vin: 'VIN',
    creditCard: 'Kredi kartı',
    methods: 'Ödeme yöntemleri',
    email: 'Fatura için e-posta',
    emailPlaceholder: 'Fatura için e-posta',
    emailHint: 'Fatura ve PIN kodu bu adrese gönderilir.',
    changeOrder: 'Siparişi değiştir',
    generate: 'Oluştur',
    buyNow: 'Ödeme yükümlülüğüyle sipariş ver',
    redirecting: 'Güvenli kartla ödemeye yönlendiriliyor…',
    priceUnavailable: 'Fiyat yüklenemedi. Lütfen sayfayı yenileyin.',
    vinWarning:
      'Ödemeden önce şasi numarasını kontrol edin: PIN kodu girilen şasi numarası için oluşturulur.',
    boughtBefore: (ago: string) => `Bu PIN kodunu ${ago} satın aldınız:`,
    seeIt: 'Görüntüle',
    sentTo: (email: string) => `kod ${email} adresine gönderildi.`,
    buyAgain: 'Yeniden satın al',
    nothingCharged: 'Herhangi bir ücret alınmadı.',
    tryAgain: 'Tekrar dene',
  },
  amount: {
    amount: (price: string) => `Tutar: ${dollars(price)}`,
    price: (price: string) => dollars(price),
    originalPrice: 'Orijinal fiyat',
    discountApplied: (discount: number) => `%${discount} indirim uygulandı`,
    subscriptionActive: 'Abonelik etkin',
    points: (n: number) => `Puan bakiyesi: ${n}`,
  },
  success: {
    purchaseTitle: 'Satın aldığınız için teşekkür ederiz, PIN kodunuz:',
  },
};
