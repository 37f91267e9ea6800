/** Spanish texts of texts.ts (docs/decisions/062): the same keys, in the trade's Spanish. */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { codesTexts as codes, paymentsTexts as payments } from './texts';

/** '39.00' → '39,00 US$': the amount as Spanish writes dollars. */
const dollars = (price: string) => formatMoney(price, 'USD');

export const codesTexts: Translation<typeof codes> = {
  form: {
    title: 'Códigos de navegación',
    intro:
      'Elija su sistema de navegación, la región y la versión del mapa, y después introduzca el número de bastidor (VIN) de 17 caracteres.',
    formLabel: 'Código de navegación',
    comand: 'Comand',
    mapRegion: 'Región del mapa',
    version: 'Versión',
    vin: 'VIN',
    selectPlaceholder: 'Seleccionar…',
    vinPlaceholder: 'VIN de 17 caracteres',
    generate: 'Generar',
    buyNow: 'Comprar ahora',
    vinWarningsTitle: 'Compruebe lo siguiente',
    confirmTitle: '¿Generar de todos modos?',
    confirmIntro:
      'La comprobación del VIN ha detectado algo que conviene revisar. Un punto o un uso de la suscripción gastados no se pueden recuperar.',
    confirmGenerate: 'Generar de todos modos',
    confirmCheck: 'Comprobar el VIN',
  },
  amount: {
    subscriptionActive: 'Suscripción activa',
    points: (n: number) => `Saldo de puntos: ${n}`,
    amount: (price: string) => `Importe: ${dollars(price)}`,
    discountApplied: (discount: number) => `Descuento del ${discount} % aplicado`,
    price: (price: string) => dollars(price),
    originalPrice: 'Precio original',
  },
};

export const paymentsTexts: Translation<typeof payments> = {
  amount: {
    amount: (price: string) => `Importe: ${dollars(price)}`,
    price: (price: string) => dollars(price),
    originalPrice: 'Precio original',
    discountApplied: (discount: number) => `Descuento del ${discount} % aplicado`,
    subscriptionActive: 'Suscripción activa',
    points: (n: number) => `Saldo de puntos: ${n}`,
  },
};
