/** Turkish texts of document.ts (docs/decisions/062): the notice above every template. */
import type { Translation } from '@/i18n/translated';
import type { legalTemplateNotice as english } from './document';

export const legalTemplateNotice = {
  text: 'ŞABLON – satışa başlamadan önce bu metni değiştirin. Bu metin, AB’de ve Birleşik Krallık’ta tüketicilere satış yapan bir mağaza için hazırlanmış bir başlangıç noktasıdır, hukuki danışmanlık değildir: ülkeniz ve işiniz için bir avukata kontrol ettirin, ardından kendi metninizi LEGAL_DIR/tr/{page}.md dosyasına koyun. Bu dosya yoksa İngilizce metin (LEGAL_DIR/{page}.md) gösterilir.',
} satisfies Translation<typeof english>;
