/** Spanish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { helpTexts as english } from './texts';

export const helpTexts: Translation<typeof english> = {
  title: 'Ayuda',
  intro: 'Lo que conviene saber antes de pedir un PIN o convertir un archivo de codificación.',
  units: {
    title: 'Introducir el PIN en su sistema de navegación',
    intro:
      'Dónde se pide el PIN depende de cómo recibe el sistema la actualización de mapas; los nombres de los menús varían según el sistema y su versión de software.',
    nav: 'Sistemas de navegación',
    cars: 'Qué vehículos lo llevan',
    carsOnly: (unit: string) => `Solo ${unit}:`,
    carsOneOf: (units: string) => `${units}, según la fecha de fabricación y el equipamiento:`,
    separator: ', ',
    carsVinBefore: 'El ',
    carsVinLink: 'decodificador de VIN',
    carsVinAfter:
      ' indica la serie y el año de modelo de su vehículo. Cuando una serie puede llevar más de un sistema, la fecha de fabricación y el equipamiento del vehículo deciden cuál; el VIN por sí solo no lo dice.',
    prompt: 'Dónde se pide el PIN',
    sdCard: {
      prompt:
        'El NTG 4.5 (COMAND Online, aproximadamente de 2011 a 2015) lee el mapa de una tarjeta SD que permanece en la ranura para tarjetas del COMAND. Inserte la tarjeta del nuevo mapa: el COMAND pide el código de activación (PIN) en su pantalla, normalmente al leer el nuevo mapa por primera vez y como muy tarde al abrir la navegación; el nombre del menú varía según la versión de software. La primera lectura de una tarjeta nueva puede tardar un rato: mantenga el vehículo alimentado (motor en marcha o cargador de batería conectado) y no retire la tarjeta.',
      refused:
        'Compruebe que la tarjeta SD de la ranura del COMAND es la actualización de mapas para la que se pidió el PIN: su etiqueta indica la región y la versión del mapa.',
    },
    usb: {
      prompt:
        'Este sistema guarda el mapa en su propia memoria; la actualización de mapas se instala normalmente desde una memoria USB (algunas actualizaciones se ofrecen también en tarjeta SD). El código de activación (PIN) se pide en la pantalla al iniciar la actualización o al leer el nuevo mapa por primera vez, como muy tarde al abrir la navegación; el nombre del menú varía según la versión de software. La instalación puede durar una hora o más: mantenga el vehículo alimentado (motor en marcha o cargador de batería conectado) y no retire la memoria hasta que termine.',
      refused:
        'Compruebe que la región y la versión del mapa de la memoria USB (en su etiqueta o junto a su descarga) son las que pidió, y que la instalación había terminado.',
    },
    type: 'Qué introducir',
    typeAnswer:
      'Introduzca el PIN exactamente como lo muestran la página de resultado y nuestro correo electrónico, carácter por carácter, y después confirme. Está calculado para el VIN de su vehículo y para la región y la versión del mapa que pidió, y solo funciona con ellos.',
    refused: 'Si el sistema rechaza el PIN',
    refusedRetype: 'Compare el PIN carácter por carácter (0 y O, 1 e I se parecen) y vuelva a introducirlo.',
    refusedBefore:
      'Compruebe que el sistema de navegación y el VIN del correo electrónico del pedido son los de su vehículo. ¿Lo sigue rechazando? Escriba a ',
    refusedAfter:
      ' indicando su referencia de pedido (NH-…): un PIN que no funciona con el VIN introducido se corrige o se reembolsa íntegramente.',
    order: (unit: string) => `Pedir un PIN para el ${unit}`,
  },
  order: {
    question: '¿Qué necesito para pedir un PIN de navegación?',
    before:
      'Su sistema de navegación (NTG 4.5, NTG 5s1, NTG 5/5s2 o NTG 5.5), la región del mapa y la versión del mapa que va a instalar, y el número de bastidor (VIN) de 17 caracteres del vehículo. Elíjalos en ',
    link: 'Códigos de navegación',
    after: '.',
  },
  vin: {
    question: '¿Dónde encuentro el número de bastidor (VIN)?',
    before:
      'En el permiso de circulación y en la parte inferior del parabrisas, en el lado del conductor. El formulario de pedido lo lee mientras escribe y le avisa si no consta que la serie del vehículo lleve el sistema de navegación elegido; el ',
    link: 'decodificador de VIN',
    after: ' le da más información.',
  },
  mapVersion: {
    question: '¿Dónde encuentro la versión del mapa?',
    answer:
      'Pida la versión que va a instalar: figura en la etiqueta de la tarjeta SD o de la memoria USB de la actualización de mapas, o junto a su descarga. La versión instalada actualmente se muestra en los ajustes de navegación, en la información del mapa o del sistema; el nombre del menú varía según el sistema de navegación.',
  },
  when: {
    question: '¿Cuándo recibo mi PIN?',
    answer:
      'Normalmente en menos de un minuto. Cuando un PIN debe obtenerse manualmente, puede tardar más: la página de resultado se actualiza sola y, en cualquier caso, el PIN se le envía por correo electrónico. Sus pedidos y sus PIN también están en su cuenta, en Pedidos.',
  },
  points: {
    question: '¿Cómo funcionan los puntos y las suscripciones?',
    before:
      'Un punto equivale a un PIN; una suscripción cubre los PIN mientras está vigente, hasta un número razonable al día. Revendedores y talleres ahorran con los ',
    link: 'paquetes',
    after:
      '. El punto o el uso de la suscripción se consume al pedir el PIN, así que compruebe antes el VIN.',
  },
  converter: {
    question: '¿Qué hace el conversor?',
    before:
      'Divide los archivos de codificación .vrx, .vcx y .sgde en archivos .aed, uno por centralita, y los devuelve en un único ZIP. Pruébelo en el ',
    link: 'conversor',
    after: '; no hace falta una cuenta.',
  },
  api: {
    question: 'Vendo PIN: ¿puede pedirlos mi software?',
    before: 'Sí, a través de la misma API que usa esta tienda. La ',
    link: 'guía y referencia de la API',
    after: ' explica el inicio de sesión, los pedidos con puntos y la comprobación de un pedido.',
  },
  support: {
    question: 'Algo ha salido mal',
    before: 'Escriba a ',
    after: ' indicando la referencia de su pedido (empieza por NH-) y lo resolveremos.',
  },
};
