/** Turkish texts of result-texts.ts (docs/decisions/062): the same keys, in the trade's Turkish. */
import type { Translation } from '@/i18n/translated';
import type { orderTexts as orders, paymentPageTexts as paymentPage } from './result-texts';

export const orderTexts: Translation<typeof orders> = {
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
    caption: 'Son siparişleriniz.',
    orderId: 'Sipariş no.',
    createdAt: 'Oluşturulma tarihi',
    vin: 'VIN',
    region: 'Bölge',
    version: 'Sürüm',
    empty: 'Henüz sipariş yok.',
    unavailable: 'Siparişleriniz yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
    retry: 'Tekrar dene',
    details: 'Ayrıntılar',
    detailsDescription: 'Bu siparişin navigasyon kodu.',
    command: 'Multimedya ünitesi',
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
    invoiceOf: (reference: string) => `${reference} numaralı siparişin faturası (PDF)`,
    creditNote: (number: string) => `İade faturası ${number} (PDF)`,
    creditNoteOf: (number: string, reference: string) =>
      `${reference} numaralı siparişin iade faturası ${number} (PDF)`,
    failed: 'PDF indirilemedi. Lütfen tekrar deneyin.',
  },
};

export const paymentPageTexts: Translation<typeof paymentPage> = {
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
  success: {
    purchaseTitle: 'Satın aldığınız için teşekkür ederiz, PIN kodunuz:',
  },
};
