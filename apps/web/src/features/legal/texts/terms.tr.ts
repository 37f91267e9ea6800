/** Turkish template of terms.ts (docs/decisions/062): Satış Sözleşmesi / Genel Koşullar. */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph } from './document';
import { legalTemplateNotice } from './document.tr';
import type { termsTexts as english } from './terms';

export const termsTexts: Translation<typeof english> = {
  template: [
    notice(legalTemplateNotice.text),
    heading('1. Satıcı'),
    paragraph(
      'Bu Satış Sözleşmesi / Genel Koşullar, {brand} mağazasındaki her satın alım için geçerlidir. Satıcı {seller_name}, {seller_address} adresindedir (tüm bilgiler künye sayfasındadır). Her türlü sorunuz için {seller_email} adresine yazın.',
    ),
    heading('2. Satılanlar'),
    list(
      'Navigasyon PIN kodları: girdiğiniz şasi numarası (VIN), multimedya ünitesi, harita bölgesi ve harita sürümü için üretilen, bir Mercedes-Benz COMAND multimedya ünitesinin harita güncellemesine ait etkinleştirme kodu. PIN kodu, maddi bir taşıyıcı üzerinde teslim edilmeyen dijital içeriktir.',
      'Token paketleri: her biri daha sonra bir PIN kodunun bedelini karşılayan belirli sayıda token.',
      'Abonelikler: abonelik süresince, günde makul bir sayıya kadar, satıldığı gün sayısı boyunca sipariş edilen PIN kodları.',
    ),
    heading('3. Sözleşme ve ödeme'),
    paragraph(
      'Sözleşme, ödemeyi yaptığınızda kurulur. Fiyatlara, gerektiği durumlarda KDV dahildir. Ödemeyi ödeme hizmeti sağlayıcılarımız aracılığıyla kartla veya PayPal ile yaparsınız; kart numaranızı hiçbir zaman görmeyiz. Sipariş numaranız (NH-…) ve PIN kodu ekranda gösterilir ve size e-postayla gönderilir.',
    ),
    heading('4. PIN kodlarının hemen teslimi'),
    paragraph(
      'PIN kodu ödemeden hemen sonra (veya bunun için bir token ya da abonelik günü kullandığınızda) teslim edilir: ekranda, e-postayla ve hesabınızda. Bir PIN kodu için ödeme yapmadan önce, teslimatın cayma süresi dolmadan hemen başlamasını açıkça kabul eder ve PIN kodu teslim edildiğinde cayma hakkınızı kaybettiğinizi onaylarsınız (2011/83/AB Direktifi, md. 16(m); Türkiye’de Mesafeli Sözleşmeler Yönetmeliği md. 15(ğ); Birleşik Krallık’ta Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, regulation 37; Almanya’da § 356(5) BGB). Onayınızı ve kabulünüzü PIN kodunu içeren e-postada teyit ederiz.',
    ),
    heading('5. Cayma hakkı'),
    list(
      'PIN kodu: teslim edildikten sonra cayma hakkı yoktur (madde 4).',
      'Henüz kullanmadığınız bir token paketi veya abonelik: satın aldığınız tarihten itibaren 14 gün içinde gerekçe göstermeden cayabilir ve ödediğiniz tutarın tamamını geri alabilirsiniz. Henüz kullanılmamış tokenlar ve abonelik günleri bu hakkı korur.',
      'Bir PIN kodu için token veya abonelik günü kullandığınızda, o PIN kodu madde 4’te olduğu gibi hemen teslim edilir.',
    ),
    paragraph('Cayma hakkının nasıl kullanılacağı ve cayma formu örneği cayma sayfasındadır.'),
    heading('6. Yanlış şasi numarası (VIN)'),
    paragraph(
      'PIN kodu girdiğiniz VIN için üretilir ve yalnızca o araçta çalışır. Ödeme yapmadan önce VIN’i kontrol edin (ruhsatta ve ön camın alt kısmında yazılıdır): sipariş formu uzunluğunu kontrol eder ve araç serisi multimedya ünitesiyle uyuşmadığında uyarır. Yanlış girdiğiniz bir VIN için doğru üretilmiş bir PIN kodu ayıplı değildir ve bedeli, kullanılan token veya abonelik günü iade edilmez; {support_email} adresine yazın, ne yapabileceğimize bakalım. Teslim ettiğimiz PIN kodu girdiğiniz VIN ile çalışmazsa veya yanlış kodu teslim ettiysek, kodu düzeltir ya da ödediğiniz tutarın tamamını iade ederiz.',
    ),
    heading('7. Yasal haklarınız'),
    paragraph(
      'Ayıplı veya tanımlandığı gibi olmayan dijital içerik için yasal haklarınız saklıdır. Bu koşullardaki hiçbir hüküm, ihmalden kaynaklanan ölüm veya yaralanma, dolandırıcılık ya da kanunun izin vermediği durumlardaki sorumluluğumuzu sınırlamaz.',
    ),
    heading('8. Uygulanacak hukuk ve uyuşmazlıklar'),
    paragraph(
      '{seller_country} hukuku uygulanır; tüketici olarak yaşadığınız ülkenin emredici hukukunun korumasından yararlanmaya devam edersiniz. [Tüketici hakem heyeti veya başka bir tüketici uyuşmazlık çözüm kuruluşu önündeki süreçlere katılıp katılmadığınızı ve hangisine katıldığınızı belirtin.]',
    ),
  ],
};
