/** Turkish texts of withdraw-form.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { withdrawFormTexts as english } from './withdraw-form';

export const withdrawFormTexts: Translation<typeof english> = {
  title: 'Sözleşmeden cayma',
  intro:
    'Bizimle yaptığınız bir sözleşmeden cayma için bu formu kullanın. Giriş yapmanız gerekmez. Onayladıktan sonra tarih ve saati içeren bir alındı belgesini burada ve e-postayla alırsınız.',
  name: 'Adınız soyadınız',
  email: 'E-posta adresiniz',
  emailHint: 'Alındı belgesi bu adrese gönderilir.',
  reference: 'Sipariş numarası veya ödeme referansı',
  referenceHint: 'Sipariş e-postanızdan veya makbuzunuzdan, ör. NH-7K3Q-92.',
  contract: 'Hangi sözleşme',
  contracts: {
    token_bundle: 'Bir token paketi',
    subscription_bundle: 'Bir abonelik',
    pin: 'Bir navigasyon PIN kodu',
  },
  reason: 'Neden (isteğe bağlı)',
  next: 'Devam',
  errors: {
    nameRequired: 'Adınızı soyadınızı girin.',
    referenceRequired: 'Makbuzunuzdaki sipariş numarasını veya ödeme referansını girin.',
    contractRequired: 'Cayacağınız sözleşmeyi seçin.',
  },
  confirmTitle: 'Cayma bildiriminizi kontrol edip onaylayın',
  confirmIntro: 'Aşağıdaki sözleşmeden cayıyorsunuz. Onaylayana kadar hiçbir şey gönderilmez.',
  back: 'Değiştir',
  confirm: 'Caymayı onayla',
  receiptTitle: 'Cayma bildirimi alındı',
  receiptIntro:
    'Cayma bildiriminizi {received} tarihinde aldık. Bu alındı belgesinin bir kopyası {email} adresine gönderildi; kanıt olarak saklayın.',
  receiptNumber: 'Alındı numarası',
  receivedAt: 'Alınma zamanı',
  failed: 'Cayma bildiriminiz gönderilemedi. Tekrar deneyin veya {email} adresine yazın.',
  pinNote:
    'Teslim edilmiş bir PIN kodu için cayma hakkı yoktur (cayma hakkı sayfasına bakın); yine de talebinizi inceleyip yanıtlayacağız.',
};
