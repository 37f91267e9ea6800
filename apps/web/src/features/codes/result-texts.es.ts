/** Spanish texts of result-texts.ts (docs/decisions/062): the same keys, in the trade's Spanish. */
import type { Translation } from '@/i18n/translated';
import type { orderTexts as orders, paymentPageTexts as paymentPage } from './result-texts';

export const orderTexts: Translation<typeof orders> = {
  success: {
    conversionTitle: 'Gracias por su conversión',
    purchaseTitle: 'Gracias por su compra, aquí tiene su PIN:',
    pinLabel: 'PIN',
    copy: 'Copiar',
    copied: '¡Copiado!',
    sentByEmail: 'El PIN también se le ha enviado por correo electrónico',
    pendingTitle: 'Su PIN está en camino',
    errorTitle: 'No hemos podido obtener su PIN',
    nextStep:
      'Siguiente paso: inicie la actualización de mapas en el vehículo e introduzca este PIN cuando el sistema de navegación lo solicite. Guarde la referencia del pedido para el servicio de asistencia.',
    yourOrders: 'Sus pedidos',
    howToEnter: (unit: string) => `Cómo introducir el PIN en el ${unit}`,
  },
  orders: {
    heading: 'Pedidos',
    caption: 'Sus últimos pedidos.',
    orderId: 'N.º de pedido',
    createdAt: 'Creado el',
    vin: 'VIN',
    region: 'Región',
    version: 'Versión',
    empty: 'Todavía no hay pedidos.',
    unavailable: 'No se han podido cargar sus pedidos. Compruebe su conexión y vuelva a intentarlo.',
    retry: 'Reintentar',
    details: 'Detalles',
    detailsDescription: 'El código de navegación de este pedido.',
    command: 'Sistema COMAND',
    pin: 'PIN',
    date: 'Fecha',
    noPin: 'Todavía no está listo',
    copyPinOf: (reference: string) => `Copiar el PIN de ${reference}`,
    headUnit: 'Sistema de navegación',
    close: 'Cerrar',
    previous: 'Anterior',
    next: 'Siguiente',
    pagination: 'Páginas de pedidos',
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
  invoices: {
    heading: 'Factura',
    invoice: 'Factura (PDF)',
    invoiceOf: (reference: string) => `Factura de ${reference} (PDF)`,
    creditNote: (number: string) => `Factura rectificativa ${number} (PDF)`,
    creditNoteOf: (number: string, reference: string) =>
      `Factura rectificativa ${number} de ${reference} (PDF)`,
    failed: 'No se ha podido descargar el PDF. Vuelva a intentarlo.',
  },
};

export const paymentPageTexts: Translation<typeof paymentPage> = {
  payment: {
    title: 'Elija su forma de pago',
    intro:
      'Pague su PIN de navegación con tarjeta. El PIN se muestra aquí y se envía a su correo electrónico.',
    formLabel: 'Pago con tarjeta',
    summary: 'Su pedido',
    reference: 'Pedido',
    comand: 'Comand',
    mapRegion: 'Región del mapa',
    version: 'Versión',
    vin: 'VIN',
    creditCard: 'Tarjeta de crédito',
    methods: 'Formas de pago',
    email: 'Correo electrónico para la factura',
    emailPlaceholder: 'Correo electrónico para la factura',
    emailHint: 'La factura y el PIN se envían a esta dirección.',
    changeOrder: 'Modificar el pedido',
    generate: 'Generar',
    buyNow: 'Pedido con obligación de pago',
    redirecting: 'Redirigiendo al pago seguro con tarjeta…',
    priceUnavailable: 'No se ha podido cargar el precio. Vuelva a cargar la página.',
    vinWarning: 'Compruebe el VIN antes de pagar: el PIN se genera para el VIN tal como lo ha introducido.',
    boughtBefore: (ago: string) => `Usted compró este PIN ${ago}:`,
    seeIt: 'Verlo',
    sentTo: (email: string) => `se envió a ${email}.`,
    buyAgain: 'Volver a comprar',
    nothingCharged: 'No se ha cobrado nada.',
    tryAgain: 'Volver a intentarlo',
  },
  success: {
    purchaseTitle: 'Gracias por su compra, aquí tiene su PIN:',
  },
};
