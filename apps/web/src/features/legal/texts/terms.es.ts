/** Spanish template of terms.ts (docs/decisions/062): Condiciones generales de contratación. */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph } from './document';
import { legalTemplateNotice } from './document.es';
import type { termsTexts as english } from './terms';

export const termsTexts: Translation<typeof english> = {
  template: [
    notice(legalTemplateNotice.text),
    heading('1. Quién le vende'),
    paragraph(
      'Estas condiciones generales se aplican a toda compra en la tienda {brand}. El vendedor es {seller_name}, {seller_address} (todos los datos figuran en el aviso legal). Para cualquier consulta, escriba a {seller_email}.',
    ),
    heading('2. Qué vendemos'),
    list(
      'PIN de navegación: un código de activación para la actualización de mapas de un sistema de navegación Mercedes-Benz COMAND, calculado para el número de bastidor (VIN), el sistema de navegación, la región del mapa y la versión del mapa que usted introduce. Un PIN es un contenido digital que no se presta en un soporte material.',
      'Paquetes de tokens: un número de tokens, cada uno de los cuales paga más adelante un PIN.',
      'Suscripciones: los PIN pedidos mientras la suscripción está vigente, hasta un número razonable al día, durante los días con los que se vendió.',
    ),
    heading('3. Contrato y pago'),
    paragraph(
      'El contrato se celebra cuando usted paga. Los precios incluyen el IVA cuando corresponde. Usted paga con tarjeta o PayPal a través de nuestros proveedores de pago; nunca vemos el número de su tarjeta. Su referencia de pedido (NH-…) y el PIN se muestran en pantalla y se le envían por correo electrónico.',
    ),
    heading('4. Suministro inmediato de los PIN'),
    paragraph(
      'Un PIN se suministra inmediatamente después del pago (o después de que usted gaste en él un token o un día de suscripción): en pantalla, por correo electrónico y en su cuenta. Antes de pagar un PIN, usted consiente expresamente que comencemos a suministrarlo de inmediato, antes de que finalice el plazo de desistimiento, y reconoce que con ello pierde su derecho de desistimiento una vez suministrado el PIN (Directiva 2011/83/UE, art. 16, letra m; en el Reino Unido, regulation 37 de las Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013; en Alemania, § 356, apdo. 5 BGB). Confirmamos su consentimiento y su reconocimiento en el correo electrónico con el PIN.',
    ),
    heading('5. Derecho de desistimiento'),
    list(
      'Un PIN: no hay derecho de desistimiento una vez suministrado (cláusula 4).',
      'Un paquete de tokens o una suscripción que aún no ha utilizado: puede desistir en un plazo de 14 días desde la compra, sin indicar el motivo, y recuperar todo lo que pagó. Los tokens y días de suscripción aún no utilizados conservan este derecho.',
      'Cuando gasta un token o un día de suscripción en un PIN, ese PIN se suministra de inmediato como en la cláusula 4.',
    ),
    paragraph(
      'Cómo desistir y el modelo de formulario de desistimiento figuran en la página Derecho de desistimiento.',
    ),
    heading('6. Un VIN erróneo'),
    paragraph(
      'Un PIN se calcula para el VIN que usted introduce y solo funciona en ese vehículo. Compruebe el VIN (figura en el permiso de circulación y en la parte inferior del parabrisas) antes de pagar: el formulario de pedido comprueba su longitud y avisa cuando la serie del vehículo no corresponde al sistema de navigación. Un PIN calculado correctamente para un VIN que usted introdujo mal no es un defecto, y su precio, token o día de suscripción no se reembolsa; escriba a {support_email} y veremos qué podemos hacer. Si el PIN que suministramos no funciona con el VIN introducido, o suministramos uno equivocado, lo corregimos o le reembolsamos el importe íntegro.',
    ),
    heading('7. Sus derechos legales'),
    paragraph(
      'Sus derechos legales en caso de contenido digital defectuoso o no conforme con lo descrito no se ven afectados. Nada en estas condiciones limita nuestra responsabilidad por muerte o lesiones personales causadas por negligencia, por fraude o cuando la ley no lo permite.',
    ),
    heading('8. Ley aplicable y litigios'),
    paragraph(
      'Se aplica la ley de {seller_country}; como consumidor, conserva la protección de las normas imperativas del país en el que reside. [Indique si participa en procedimientos de resolución de litigios ante una entidad de resolución alternativa de litigios de consumo, y ante cuál.]',
    ),
  ],
};
