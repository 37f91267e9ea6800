/**
 * Turkish template of withdrawal.ts (docs/decisions/062): cayma hakkı bilgilendirmesi, PIN kodları
 * için istisna ve cayma formu örneği (2011/83/AB Direktifi Ek I(B); Mesafeli Sözleşmeler Yönetmeliği).
 */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph } from './document';
import { legalTemplateNotice } from './document.tr';
import type { withdrawalTexts as english } from './withdrawal';

export const withdrawalTexts: Translation<typeof english> = {
  template: [
    notice(legalTemplateNotice.text),
    heading('Cayma hakkı'),
    paragraph(
      'Bir token paketi veya abonelik sözleşmesinden 14 gün içinde herhangi bir gerekçe göstermeksizin cayma hakkına sahipsiniz. Cayma süresi, sözleşmenin kurulduğu günden itibaren 14 gün sonra sona erer.',
    ),
    paragraph(
      'Cayma hakkınızı kullanmak için sözleşmeden cayma kararınızı açık bir beyanla bize ({seller_name}, {seller_address}, {seller_email}) bildirmeniz gerekir: çevrimiçi cayma (her sayfanın altındaki “Sözleşmeden buradan cayın” bağlantısı), e-posta veya mektupla. Aşağıdaki cayma formu örneğini kullanabilirsiniz, ancak bu zorunlu değildir. Cayma süresine uymak için, cayma hakkını kullandığınıza ilişkin bildirimi cayma süresi dolmadan göndermeniz yeterlidir.',
    ),
    heading('Caymanın sonuçları'),
    paragraph(
      'Bu sözleşmeden caymanız hâlinde, sizden aldığımız tüm ödemeleri gecikmeksizin ve her durumda cayma kararınızın bize ulaştığı günden itibaren en geç 14 gün içinde iade ederiz. İadeyi, ilk işlemde kullandığınız ödeme aracıyla yaparız; bu iade nedeniyle sizden hiçbir ücret alınmaz. Paketteki tokenlar veya abonelik günleri iadeyle birlikte sona erer.',
    ),
    heading('Cayma hakkının bulunmadığı durumlar'),
    list(
      'Navigasyon PIN kodu, maddi bir taşıyıcı üzerinde teslim edilmeyen dijital içeriktir. Açık ön onayınız ve böylece cayma hakkınızı kaybettiğinizi kabul etmeniz üzerine ödemeden hemen sonra teslim edilir (2011/83/AB Direktifi, md. 16(m); Mesafeli Sözleşmeler Yönetmeliği md. 15(ğ); UK Consumer Contracts Regulations 2013, regulation 37; § 356(5) BGB). PIN kodu teslim edildikten sonra cayma hakkı yoktur.',
      'Aynı durum, bir token veya abonelik günüyle aldığınız her PIN kodu için de geçerlidir: henüz kullanılmamış tokenlar ve günler için cayma hakkı devam eder.',
    ),
    heading('Cayma formu örneği'),
    paragraph('(bu formu yalnızca sözleşmeden caymak istiyorsanız doldurup gönderin)'),
    list(
      'Alıcı: {seller_name}, {seller_address}, {seller_email}:',
      'Ben/Biz (*) aşağıdaki malların satışına (*)/aşağıdaki hizmetin sunulmasına (*) ilişkin sözleşmemden/sözleşmemizden (*) caydığımı/caydığımızı (*) bildiririm/bildiririz,',
      'Sipariş tarihi (*)/teslim tarihi (*),',
      'Tüketicinin/tüketicilerin adı,',
      'Tüketicinin/tüketicilerin adresi,',
      'Tüketicinin/tüketicilerin imzası (yalnızca bu form kâğıt üzerinde gönderiliyorsa),',
      'Tarih',
    ),
    paragraph('(*) Uygun olmayanı çiziniz.'),
  ],
};
