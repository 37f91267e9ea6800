/** Spanish texts of api-key-texts.ts (docs/decisions/062): the same keys, in the trade's Spanish. */
import type { Translation } from '@/i18n/translated';
import type { apiKeyTexts as english } from './api-key-texts';

export const apiKeyTexts: Translation<typeof english> = {
  heading: 'Claves de API',
  intro:
    'Sus propios sistemas (un TPV, un ERP, una plataforma de reventa) pueden pedir PIN y consultar su historial con una clave de API en lugar de su contraseña.',
  guide: 'Leer la guía de la API',
  endsWithPassword: 'Si cambia o restablece su contraseña, todas las claves dejan de ser válidas.',
  name: 'Nombre',
  nameDescription: 'Dónde se usa la clave, para distinguir unas claves de otras.',
  mode: 'Modo',
  live: 'Producción',
  test: 'Prueba (sandbox: pedidos de prueba, PIN de demostración, no se cobra nada)',
  testShort: 'Prueba',
  readOnly: 'Solo lectura (catálogo, historial, compras)',
  create: 'Crear clave',
  shownOnce: (name: string) => `Su nueva clave «${name}»`,
  shownOnceWarning:
    'Cópiela ahora y manténgala en secreto: solo se muestra esta vez. Quien la tenga puede pedir PIN con sus puntos.',
  theKey: 'La nueva clave de API',
  copy: 'Copiar',
  copied: 'Clave copiada',
  copyFailed: 'No se ha podido copiar la clave: selecciónela y cópiela manualmente.',
  testModeNote:
    'Las claves de prueba piden en la sandbox: pedidos de prueba con PIN de demostración, sin descontar puntos ni dinero y sin aparecer nunca en su historial. Los pagos con tarjeta y las compras de paquetes requieren una clave de producción.',
  none: 'Todavía no hay claves de API.',
  listCaption: 'Sus claves de API',
  columns: {
    name: 'Nombre',
    mode: 'Modo',
    key: 'Clave',
    created: 'Creada',
    lastUsed: 'Último uso',
    actions: 'Acciones',
  },
  readOnlyBadge: 'solo lectura',
  never: 'Nunca',
  revoke: 'Revocar',
  revokeLabel: (name: string) => `Revocar ${name}`,
  revokeTitle: (name: string) => `¿Revocar «${name}»?`,
  revokeDescription:
    'A partir de ahora se rechazará cualquier solicitud con esta clave. Esta acción no se puede deshacer.',
  cancel: 'Cancelar',
  revoked: 'Clave revocada',
};
