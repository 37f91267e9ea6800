/** Spanish texts of business-texts.ts (docs/decisions/062): the same keys, in the trade's Spanish. */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { businessTexts as english } from './business-texts';

export const businessTexts: Translation<typeof english> = {
  summary: '¿Compra como empresa? Añada los datos de su empresa (opcional)',
  heading: 'Datos de la empresa',
  intro:
    'Aparecen en sus facturas. Una empresa de la UE con un número de IVA de otro país de la UE no paga IVA.',
  companyName: 'Razón social',
  address: 'Dirección',
  addressHint: 'Calle, código postal y ciudad, uno por línea.',
  country: 'País',
  noCountry: 'Elija un país',
  vatNumber: 'Número de IVA intracomunitario',
  vatNumberHint: 'Con el prefijo de su país, p. ej. ESB12345678.',
  save: 'Guardar los datos de la empresa',
  saved: 'Datos de la empresa guardados',
  remembered: 'Guardados en su cuenta para sus próximas compras.',
  taxLine: (rate: string, country: string, tax: string, net: string) =>
    `IVA incluido ${rate} % (${country}): ${formatMoney(tax, 'USD')} sobre ${formatMoney(net, 'USD')} de base imponible.`,
  reverseCharge: 'Sin IVA: inversión del sujeto pasivo (el IVA lo liquida usted).',
  bundleNote: '¿Compra como empresa? Los datos de la empresa de sus ajustes figuran en la factura.',
  bundleNoteLink: 'Datos de la empresa',
  taxUnknown: 'No se ha podido calcular el total con IVA. Inténtelo de nuevo.',
};
