/** Spanish template of privacy.ts (docs/decisions/062): la política de privacidad. */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph, type LegalBlock } from './document';
import { legalTemplateNotice } from './document.es';
import type { privacyTexts as english } from './privacy';

export const privacyTexts: Translation<typeof english> = {
  retention: (retention) => [
    `Correos electrónicos que enviamos: su texto se suprime tras el envío; el resto del registro, a los ${retention.mail_days} días.`,
    ...(retention.ip_days === null
      ? []
      : [
          `Direcciones IP registradas con los pedidos y los pagos: se suprimen a los ${retention.ip_days} días.`,
        ]),
    ...(retention.unconfirmed_account_days === null
      ? []
      : [
          `Cuentas cuya dirección de correo electrónico nunca se confirmó: se suprimen a los ${retention.unconfirmed_account_days} días.`,
        ]),
    'Pedidos, pagos, facturas y desistimientos: durante el tiempo que exija la normativa fiscal y mercantil [indique el plazo, p. ej. 10 años en Alemania, 6 años en el Reino Unido].',
    'Su cuenta: hasta que la elimine.',
  ],
  template: (retention): LegalBlock[] => [
    notice(legalTemplateNotice.text),
    heading('Responsable del tratamiento'),
    paragraph(
      'El responsable del tratamiento de sus datos personales es {seller_name}, {seller_address}, {seller_email}. [Indique su delegado de protección de datos o su representante, si lo tiene.]',
    ),
    heading('Qué tratamos y para qué'),
    list(
      'Su cuenta: dirección de correo electrónico y contraseña (guardada solo como hash), para que pueda iniciar sesión y conservar sus pedidos (ejecución del contrato, art. 6.1.b RGPD).',
      'Sus pedidos: VIN, sistema de navegación, región y versión del mapa, el PIN y su dirección de correo electrónico, para calcular y entregar el PIN (art. 6.1.b) y conservar los registros que exige la ley (art. 6.1.c).',
      'Pagos: importe, estado y referencia del proveedor de pago; los datos de su tarjeta o de PayPal van al proveedor, no a nosotros (art. 6.1.b).',
      'Su dirección IP en pedidos, pagos e inicios de sesión, para prevenir el fraude y el abuso y limitar los intentos repetidos (nuestro interés legítimo, art. 6.1.f).',
      'Los desistimientos que envía: lo que introdujo en el formulario, para tramitar el desistimiento y como prueba (art. 6.1.b y c).',
    ),
    heading('Destinatarios'),
    list(
      'Nuestros proveedores de pago (Stripe; PayPal si paga con PayPal), para el pago.',
      'El proveedor que calcula los PIN recibe el VIN, el sistema de navegación, la región y la versión, no su nombre ni su dirección de correo electrónico.',
      'Nuestros proveedores de alojamiento y de correo electrónico, como encargados del tratamiento vinculados por contrato. [Enumérelos, junto con toda transferencia fuera de la UE o del Reino Unido y su garantía.]',
    ),
    heading('Plazo de conservación'),
    { kind: 'list', items: [...retention] },
    heading('Cookies y almacenamiento'),
    paragraph(
      'No instalamos cookies publicitarias ni de seguimiento. Su navegador guarda su sesión en esta tienda en su almacenamiento, lo cual es estrictamente necesario para el servicio que usted solicita.',
    ),
    heading('Sus derechos'),
    paragraph(
      'Tiene derecho de acceso, rectificación, supresión, limitación del tratamiento y portabilidad de los datos, y a oponerse al tratamiento basado en nuestros intereses legítimos. Escriba a {seller_email}. Puede presentar una reclamación ante una autoridad de control, en particular la de su lugar de residencia (en España: la Agencia Española de Protección de Datos; en el Reino Unido: la Information Commissioner’s Office).',
    ),
  ],
};
