/** Russian texts of email-link-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { emailLinkTexts as english } from './email-link-texts';

export const emailLinkTexts: Translation<typeof english> = {
  createPassword: {
    title: 'Задайте новый пароль',
    password1: 'Новый пароль',
    password2: 'Подтвердите новый пароль',
    submit: 'Сохранить пароль',
  },
  confirmEmail: {
    title: 'Подтвердите адрес эл. почты',
    confirming: 'Подтверждаем ваш адрес эл. почты…',
    confirmed: 'Адрес эл. почты подтверждён',
    confirmedText: 'Спасибо. Ваш аккаунт готов к работе.',
    resendTitle: 'Отправить новую ссылку для подтверждения',
    resendText: 'Введите адрес эл. почты вашего аккаунта, и мы отправим вам новую ссылку.',
    email: 'Эл. почта',
    resendSubmit: 'Отправить новую ссылку',
  },
};
