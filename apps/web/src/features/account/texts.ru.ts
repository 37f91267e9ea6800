/** Russian texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { accountTexts as english } from './texts';

export const accountTexts: Translation<typeof english> = {
  account: {
    email: 'Эл. почта',
    passwordUpdate: 'Смена пароля',
    newPassword1: 'Новый пароль',
    newPassword2: 'Подтвердите новый пароль',
    updatePassword: 'Сменить пароль',
    activeTo: 'Действует до',
    noBalance: 'Пока нет токенов и подписок.',
    settingsHeading: 'Настройки',
    settingsText: 'Управляйте настройками аккаунта и уведомлениями по эл. почте.',
    goBack: 'Назад',
    accountNavigation: 'Аккаунт',
    notifications: 'Уведомления о навигационных кодах',
    notificationsDescription: 'Включить или выключить уведомления о навигационных кодах.',
    notificationsAlwaysSent:
      'PIN-коды и квитанции об оплате всегда приходят вам на эл. почту, независимо от этой настройки.',
  },
  myData: {
    downloadHeading: 'Ваши данные',
    downloadText:
      'Скачайте всё, что мы храним о вас, в виде файла JSON: профиль, заказы с PIN-кодами, платежи, токены, счета, настройку рассылки и входы в аккаунт.',
    download: 'Скачать мои данные',
    deleteHeading: 'Удалить мой аккаунт',
    deleteWarning:
      'Это действие нельзя отменить. Вы выйдете из аккаунта на всех устройствах, ваши токены, подписки и неиспользованный остаток сгорят, а купленные PIN-коды здесь больше не будут видны. Оплаченные заказы хранятся без вашего адреса эл. почты столько, сколько требует налоговое законодательство (10 лет); всё остальное удаляется.',
    password: 'Ваш пароль',
    confirm: 'Удалить мой аккаунт навсегда',
    confirmWithGoogle: 'Подтвердить через Google и удалить',
    googleHint: 'Регистрировались через Google и у вас нет пароля? Подтвердите через Google.',
    done: 'Аккаунт удалён',
  },
};
