/**
 * Spanish template of withdrawal.ts (docs/decisions/062): la información sobre el derecho de
 * desistimiento, su excepción para los PIN y el modelo de formulario de desistimiento (anexo I(B)
 * de la Directiva 2011/83/UE).
 */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph } from './document';
import { legalTemplateNotice } from './document.es';
import type { withdrawalTexts as english } from './withdrawal';

export const withdrawalTexts: Translation<typeof english> = {
  template: [
    notice(legalTemplateNotice.text),
    heading('Derecho de desistimiento'),
    paragraph(
      'Tiene usted derecho a desistir de un contrato de un paquete de tokens o de una suscripción en un plazo de 14 días naturales sin necesidad de justificación. El plazo de desistimiento expirará a los 14 días naturales del día de la celebración del contrato.',
    ),
    paragraph(
      'Para ejercer el derecho de desistimiento, deberá usted notificarnos ({seller_name}, {seller_address}, {seller_email}) su decisión de desistir del contrato a través de una declaración inequívoca: utilice el desistimiento en línea (el enlace «Desistir de un contrato aquí» al pie de cada página), envíe un correo electrónico o una carta. Podrá utilizar el modelo de formulario de desistimiento que figura a continuación, aunque su uso no es obligatorio. Para cumplir el plazo de desistimiento, basta con que la comunicación relativa al ejercicio por su parte de este derecho sea enviada antes de que venza el plazo correspondiente.',
    ),
    heading('Consecuencias del desistimiento'),
    paragraph(
      'En caso de desistimiento por su parte, le devolveremos todos los pagos recibidos de usted sin ninguna demora indebida y, en todo caso, a más tardar 14 días naturales a partir de la fecha en la que se nos informe de su decisión de desistir del presente contrato. Procederemos a efectuar dicho reembolso utilizando el mismo medio de pago empleado por usted para la transacción inicial; en ningún caso incurrirá usted en gasto alguno como consecuencia del reembolso. Los tokens o días de suscripción del paquete terminan con el reembolso.',
    ),
    heading('Excepción al derecho de desistimiento'),
    list(
      'Un PIN de navegación es un contenido digital que no se presta en un soporte material. Se suministra inmediatamente después del pago, con su consentimiento expreso previo y su reconocimiento de que con ello pierde su derecho de desistimiento (Directiva 2011/83/UE, art. 16, letra m; UK Consumer Contracts Regulations 2013, regulation 37; § 356, apdo. 5 BGB). Una vez suministrado el PIN, no existe derecho de desistimiento.',
      'Lo mismo se aplica a cada PIN que obtenga con un token o un día de suscripción: los tokens y días aún no utilizados conservan el derecho de desistimiento.',
    ),
    heading('Modelo de formulario de desistimiento'),
    paragraph('(Solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato.)'),
    list(
      'A la atención de {seller_name}, {seller_address}, {seller_email}:',
      'Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien (*)/de prestación del siguiente servicio (*)',
      'Pedido el (*)/recibido el (*)',
      'Nombre del consumidor o de los consumidores',
      'Domicilio del consumidor o de los consumidores',
      'Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel)',
      'Fecha',
    ),
    paragraph('(*) Táchese lo que no proceda.'),
  ],
};
