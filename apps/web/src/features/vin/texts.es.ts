/** Spanish texts of texts.ts (docs/decisions/062): the VIN is the número de bastidor. */
import type { Translation } from '@/i18n/translated';
import type { vinTexts as english } from './texts';

export const vinTexts: Translation<typeof english> = {
  title: 'Decodificador de VIN',
  intro:
    'Compruebe el número de bastidor (VIN) antes de comprar un PIN de actualización de mapas: un PIN solo funciona en el vehículo para el que se generó.',
  label: 'Número de bastidor (VIN)',
  hint: '17 caracteres, tal como figuran en el permiso de circulación o en la parte inferior del parabrisas. Se ignoran los espacios y los guiones.',
  sampleVin: 'WDD2050001F595854',
  submit: 'Obtener la ficha técnica',
  wrongFormat: 'Error: formato incorrecto',
  noVin: 'No se ha indicado ningún VIN. Introduzca un VIN para obtener su ficha técnica.',
  decodeAnother: 'Decodificar otro VIN',
  correctVin: 'Corregir el VIN',
  retry: 'Volver a intentarlo',
  datacard: 'Ficha técnica',
  invalidVin: 'Error: este VIN contiene un error',
  invalidVinHint: 'Compárelo carácter por carácter con la documentación del vehículo.',
  notMercedes: 'No es un VIN de Mercedes-Benz',
  notMercedesText:
    'Los PIN de actualización de mapas de NaviHub están pensados para los sistemas de navegación COMAND de Mercedes-Benz.',
  detailsLabel: 'Campos decodificados',
  tableCaption: (vin: string) => `Código/Descripción del VIN ${vin}`,
  code: 'Código',
  description: 'Descripción',
  unknown: 'desconocido',
  rows: {
    vin: 'VIN',
    maker: 'Fabricante',
    country: 'País',
    region: 'Región',
    layout: 'Estructura del VIN',
    series: 'Serie',
    modelCode: 'Código de modelo',
    steering: 'Dirección',
    plant: 'Planta',
    modelYear: 'Año de modelo',
    checkDigit: 'Dígito de control',
    serial: 'Número de serie',
    headUnits: 'Sistemas de navegación posibles',
  },
  layouts: { 'north-american': 'Norteamericana', 'rest-of-world': 'Resto del mundo' },
  checkDigitValid: (digit: string) => `${digit} (válido)`,
  checkDigitInvalid: (actual: string, expected: string) => `${actual} (no coincide, se esperaba ${expected})`,
  checkDigitNotUsed: 'no se usa en esta estructura',
  noHeadUnits: 'ninguno conocido',
};
