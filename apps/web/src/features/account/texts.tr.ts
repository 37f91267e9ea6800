/** Turkish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { accountTexts as english } from './texts';

export const accountTexts: Translation<typeof english> = {
  account: {
    email: 'E-posta',
    passwordUpdate: 'Şifre değiştirme',
    newPassword1: 'Yeni şifre',
    newPassword2: 'Yeni şifreyi onaylayın',
    updatePassword: 'Şifreyi değiştir',
    activeTo: 'Geçerlilik sonu',
    noBalance: 'Henüz token bakiyeniz veya aboneliğiniz yok.',
    settingsHeading: 'Ayarlar',
    settingsText: 'Hesap ayarlarınızı ve e-posta tercihlerinizi yönetin.',
    goBack: 'Geri dön',
    accountNavigation: 'Hesap',
    notifications: 'Navigasyon kodu bildirimleri',
    notificationsDescription: 'Navigasyon kodu bildirimlerini açın veya kapatın.',
    notificationsAlwaysSent:
      'PIN kodları ve ödeme makbuzları bu ayardan bağımsız olarak her zaman e-postayla gönderilir.',
  },
  myData: {
    downloadHeading: 'Verileriniz',
    downloadText:
      'Hakkınızda sakladığımız her şeyi bir JSON dosyası olarak indirin: profil, PIN kodlarıyla birlikte siparişler, ödemeler, tokenlar, faturalar, e-posta tercihi ve oturum açma kayıtları.',
    download: 'Verilerimi indir',
    deleteHeading: 'Hesabımı sil',
    deleteWarning:
      'Bu işlem geri alınamaz. Tüm cihazlarda oturumunuz kapatılır; tokenlarınız, abonelikleriniz ve kullanılmamış bakiyeniz silinir ve satın aldığınız PIN kodlarını artık burada göremezsiniz. Ödemesi yapılmış siparişler, vergi mevzuatının gerektirdiği süre boyunca (10 yıl) e-posta adresiniz olmadan saklanır; geri kalan her şey silinir.',
    password: 'Şifreniz',
    confirm: 'Hesabımı kalıcı olarak sil',
    confirmWithGoogle: 'Google ile onayla ve sil',
    googleHint: 'Google ile mi kaydoldunuz ve şifreniz yok mu? Bunun yerine Google ile onaylayın.',
    done: 'Hesap silindi',
  },
};
