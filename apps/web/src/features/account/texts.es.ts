/** Spanish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { accountTexts as english } from './texts';

export const accountTexts: Translation<typeof english> = {
  account: {
    email: 'Correo electrónico',
    passwordUpdate: 'Cambiar la contraseña',
    newPassword1: 'Nueva contraseña',
    newPassword2: 'Confirme la nueva contraseña',
    updatePassword: 'Cambiar contraseña',
    activeTo: 'Activa hasta',
    noBalance: 'Todavía no tiene puntos ni suscripciones.',
    settingsHeading: 'Ajustes',
    settingsText: 'Gestione los ajustes de su cuenta y sus preferencias de correo electrónico.',
    goBack: 'Volver',
    accountNavigation: 'Cuenta',
    notifications: 'Notificaciones de códigos de navegación',
    notificationsDescription: 'Activar o desactivar las notificaciones de códigos de navegación.',
    notificationsAlwaysSent:
      'Los PIN y los justificantes de pago se le envían siempre por correo electrónico, sea cual sea este ajuste.',
  },
  myData: {
    downloadHeading: 'Sus datos',
    downloadText:
      'Descargue todo lo que guardamos sobre usted en un archivo JSON: perfil, pedidos con sus PIN, pagos, puntos, facturas, preferencia de correo electrónico e inicios de sesión.',
    download: 'Descargar mis datos',
    deleteHeading: 'Eliminar mi cuenta',
    deleteWarning:
      'Esta acción no se puede deshacer. Se cerrará su sesión en todos los dispositivos, perderá sus puntos, suscripciones y el saldo no utilizado, y ya no podrá consultar aquí los PIN comprados. Los pedidos pagados se conservan sin su dirección de correo electrónico durante el tiempo que exige la normativa fiscal (10 años); todo lo demás se elimina.',
    password: 'Su contraseña',
    confirm: 'Eliminar mi cuenta definitivamente',
    confirmWithGoogle: 'Confirmar con Google y eliminar',
    googleHint: '¿Se registró con Google y no tiene contraseña? Confirme con Google.',
    done: 'Cuenta eliminada',
  },
};
