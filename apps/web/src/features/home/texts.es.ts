/** Spanish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { homeTexts as english } from './texts';

export const homeTexts: Translation<typeof english> = {
  title: 'PIN de actualización de mapas para Mercedes-Benz COMAND',
  headUnits: 'Sistemas de navegación',
  price: (amount: string) => `${formatMoney(amount, 'USD')} por PIN`,
  delivery: 'En pantalla y por correo electrónico, normalmente en menos de un minuto.',
  wrongVin:
    'No se reembolsa un VIN mal escrito; un PIN que no funciona con el VIN introducido se corrige o se reembolsa.',
  start: 'Obtener su PIN',
};
