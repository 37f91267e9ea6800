/** The customers' e-mails in Spanish (usted); keys as en.ts. */
import type { MailTexts } from './en.js';
import { plural } from './languages.js';

export const es: MailTexts = {
  hello: 'Estimado/a cliente:',
  helloName: (name) => `Estimado/a ${name}:`,
  questions: (support) => `¿Tiene alguna pregunta? Escríbanos a ${support}.`,
  helpOffer: (support) => `Si necesita ayuda, escríbanos a ${support}.`,

  labels: {
    pin: 'PIN',
    headUnit: 'Sistema de navegación',
    mapRegion: 'Región del mapa',
    version: 'Versión del mapa',
    vin: 'VIN (número de bastidor)',
  },

  consent: {
    given: (at, version) =>
      `Antes de la entrega, el ${at}, usted dio este consentimiento (redacción del ${version}):`,
    immediateDelivery:
      'Solicito expresamente que mi PIN se entregue de inmediato, antes de que finalice el plazo de desistimiento de 14 días.',
    waiverAcknowledged: 'Soy consciente de que pierdo mi derecho de desistimiento una vez entregado el PIN.',
  },

  passwordReset: {
    subject: (brand) => `${brand}: restablezca su contraseña`,
    asked: (brand) => `Se ha solicitado restablecer la contraseña de su cuenta de ${brand}.`,
    openLink: 'Abra este enlace para elegir una nueva:',
    button: 'Elegir una contraseña nueva',
    validity: (minutes) =>
      `El enlace solo puede usarse una vez y caduca en ${minutes} ${plural('es', minutes, { one: 'minuto', other: 'minutos' })}. Si no lo ha solicitado usted, ignore este correo.`,
  },

  emailConfirmation: {
    subject: (brand) => `${brand}: confirme su dirección de correo electrónico`,
    created: (brand) => `Se ha creado una cuenta de ${brand} con esta dirección de correo electrónico.`,
    openLink: 'Abra este enlace para confirmarla:',
    button: 'Confirmar su dirección de correo electrónico',
    validity: (hours) =>
      `El enlace caduca en ${hours} ${plural('es', hours, { one: 'hora', other: 'horas' })}. Si no ha creado usted la cuenta, ignore este correo.`,
  },

  passwordChanged: {
    subject: (brand) => `${brand}: se ha cambiado su contraseña`,
    body: (brand, support) =>
      `Se acaba de cambiar la contraseña de su cuenta de ${brand}. Si no ha sido usted, escriba de inmediato a ${support}.`,
  },

  pinReady: {
    subject: (brand, vin) => `${brand}: su PIN de navegación para ${vin}`,
    intro: (reference) => `Este es el PIN de su pedido ${reference}:`,
    demo: 'Este es un código de DEMOSTRACIÓN del proveedor de PIN de demostración: no desbloquea ningún sistema de navegación.',
    help: (comand) => `Cómo introducir el PIN en su ${comand}, paso a paso:`,
  },

  pinCorrected: {
    subject: (brand, vin) => `${brand}: PIN de navegación corregido para ${vin}`,
    intro: (reference) =>
      `El PIN que le enviamos para el pedido ${reference} era incorrecto; le pedimos disculpas. Este es el PIN corregido, que sustituye al de nuestro correo anterior:`,
  },

  pinFailed: {
    subject: (brand, vin) => `${brand}: no hemos podido obtener el PIN para ${vin}`,
    body: (reference) => `No hemos podido obtener el PIN de su pedido ${reference}.`,
  },

  orderRefunded: {
    subject: (brand, reference) => `${brand}: pedido ${reference} reembolsado`,
    body: (reference, vin) => `Hemos reembolsado su pedido ${reference} (VIN ${vin}).`,
    keepsPin: 'Puede conservar el PIN que le enviamos.',
  },

  bulkOrderCompleted: {
    subject: (brand) => `${brand}: su pedido masivo se ha completado`,
    intro: (reference) =>
      `Su pedido masivo ${reference} se ha completado: cada fila de su archivo tiene ya su PIN o el motivo por el que no se ha entregado.`,
    rows: 'Filas del archivo',
    fulfilled: 'PIN obtenidos',
    failed: 'Filas fallidas o no pedidas',
    pointsSpent: 'Puntos utilizados',
    subscriptionUses: 'Usos de la suscripción (no se ha cobrado nada)',
    givenBack:
      'Las filas fallidas o no pedidas no le cuestan nada: se le ha devuelto lo que se pagó por ellas.',
    download:
      'Los PIN figuran en el archivo results.csv, una línea por cada fila de su archivo. Puede descargarlo en su página de pedidos masivos:',
    button: 'Ver sus pedidos masivos',
    orders: 'Las filas de este pedido masivo:',
    line: (row, vin, outcome) => `Fila ${row} (VIN ${vin}): ${outcome}`,
    ready: (reference) => `pedido ${reference}, PIN obtenido`,
    orderFailed: (reference) => `pedido ${reference}, fallido`,
    notOrdered: 'no pedida',
  },

  givenBack: {
    point: 'Su punto se ha devuelto a su cuenta.',
    subscriptionUse: 'El pedido se pagó con su suscripción: no se ha cobrado nada.',
    card: (money) => `Se le ha reembolsado el pago con tarjeta de ${money}.`,
    cardLater: 'Se le reembolsará el pago con tarjeta.',
    nothing: 'No se ha cobrado nada.',
  },

  receipt: {
    subject: (brand, item) => `${brand}: recibo de ${item}`,
    thanks: 'Gracias por su compra.',
    item: 'Artículo',
    amountPaid: 'Importe pagado',
    date: 'Fecha',
    orderReference: 'Referencia del pedido',
    paymentReference: 'Referencia del pago',
    invoice: 'Factura',
    invoiceAttached: (number) => `Factura ${number} (adjunta)`,
  },

  creditNote: {
    subject: (brand, number) => `${brand}: factura rectificativa ${number}`,
    refunded: (money) => `Le hemos reembolsado ${money}.`,
    refundedOfInvoice: (money, invoice) => `Le hemos reembolsado ${money} de la factura ${invoice}.`,
    attached: (number) => `Adjuntamos la factura rectificativa ${number}.`,
  },

  withdrawal: {
    subject: (brand, receipt) => `${brand}: hemos recibido su desistimiento ${receipt}`,
    intro:
      'Hemos recibido su desistimiento del contrato indicado a continuación. Conserve este correo: es su justificante de la fecha de recepción.',
    receipt: 'Justificante',
    received: 'Recibido',
    name: 'Nombre',
    reference: 'Referencia del pedido o del pago',
    contract: 'Contrato',
    reason: 'Motivo',
    contracts: {
      token_bundle: 'un paquete de tokens',
      subscription_bundle: 'una suscripción',
      pin: 'un PIN de navegación',
    },
    closing: (support) => `Lo tramitaremos en un plazo de 14 días y le escribiremos. Preguntas: ${support}.`,
  },
};
