/** Turkish template of privacy.ts (docs/decisions/062): gizlilik bildirimi (aydınlatma metni). */
import type { Translation } from '@/i18n/translated';
import { formatCount } from '@/lib/format';
import { heading, list, notice, paragraph, type LegalBlock } from './document';
import { legalTemplateNotice } from './document.tr';
import type { privacyTexts as english } from './privacy';

export const privacyTexts: Translation<typeof english> = {
  retention: (retention) => [
    `Gönderdiğimiz e-postalar: metinleri gönderildikten sonra, kaydın geri kalanı ${formatCount(retention.mail_days)} gün sonra silinir.`,
    ...(retention.ip_days === null
      ? []
      : [
          `Siparişler ve ödemelerle birlikte kaydedilen IP adresleri: ${formatCount(retention.ip_days)} gün sonra silinir.`,
        ]),
    ...(retention.unconfirmed_account_days === null
      ? []
      : [
          `E-posta adresi hiç onaylanmamış hesaplar: ${formatCount(retention.unconfirmed_account_days)} gün sonra silinir.`,
        ]),
    'Siparişler, ödemeler, faturalar ve caymalar: vergi ve ticaret hukukunun gerektirdiği süre boyunca [süreyi belirtin, ör. Türkiye’de 10 yıl, Almanya’da 10 yıl].',
    'Hesabınız: siz silene kadar.',
  ],
  template: (retention): LegalBlock[] => [
    notice(legalTemplateNotice.text),
    heading('Veri sorumlusu'),
    paragraph(
      'Kişisel verilerinizin veri sorumlusu {seller_name}, {seller_address}, {seller_email}. [Varsa veri koruma görevlinizi veya temsilcinizi belirtin.]',
    ),
    heading('Neleri ve neden işliyoruz'),
    list(
      'Hesabınız: e-posta adresi ve şifre (yalnızca özet değeri olarak saklanır); giriş yapabilmeniz ve siparişlerinizi saklayabilmemiz için (sözleşmenin ifası, GDPR md. 6(1)(b)).',
      'Siparişleriniz: VIN, multimedya ünitesi, harita bölgesi ve sürümü, PIN kodu ve e-posta adresiniz; PIN kodunu üretmek ve teslim etmek (md. 6(1)(b)) ve kanunen zorunlu kayıtları tutmak için (md. 6(1)(c)).',
      'Ödemeler: tutar, durum ve ödeme hizmeti sağlayıcısının referansı; kart veya PayPal bilgileriniz bize değil, sağlayıcıya gider (md. 6(1)(b)).',
      'Siparişler, ödemeler ve girişlerdeki IP adresiniz; dolandırıcılığı ve kötüye kullanımı önlemek ve tekrarlanan denemeleri sınırlamak için (meşru menfaatimiz, md. 6(1)(f)).',
      'Gönderdiğiniz cayma bildirimleri: formda girdikleriniz; caymayı işleme almak ve kanıt olarak (md. 6(1)(b) ve (c)).',
    ),
    heading('Verileri kimler alır'),
    list(
      'Ödeme hizmeti sağlayıcılarımız (Stripe; PayPal ile öderseniz PayPal), ödeme için.',
      'PIN kodlarını hesaplayan tedarikçi VIN, multimedya ünitesi, bölge ve sürümü alır; adınızı veya e-posta adresinizi almaz.',
      'Sözleşmeyle bağlı veri işleyenler olarak barındırma ve e-posta sağlayıcılarımız. [Bunları ve AB/Birleşik Krallık dışına yapılan her aktarımı güvencesiyle birlikte sayın.]',
    ),
    heading('Verileri ne kadar süre saklıyoruz'),
    { kind: 'list', items: [...retention] },
    heading('Çerezler ve tarayıcı depolaması'),
    paragraph(
      'Reklam veya izleme çerezleri kullanmıyoruz. Tarayıcınız bu mağazadaki oturumunuzu kendi depolamasında tutar; bu, talep ettiğiniz hizmet için kesinlikle gereklidir.',
    ),
    heading('Haklarınız'),
    paragraph(
      'Erişim, düzeltme, silme, işlemenin kısıtlanması ve veri taşınabilirliği haklarına ve meşru menfaatlerimize dayanan işlemeye itiraz etme hakkına sahipsiniz. {seller_email} adresine yazın. Bir denetim makamına, özellikle yaşadığınız yerdekine şikâyette bulunabilirsiniz (Türkiye’de: Kişisel Verileri Koruma Kurumu; Birleşik Krallık’ta: Information Commissioner’s Office).',
    ),
  ],
};
