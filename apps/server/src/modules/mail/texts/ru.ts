/** The customers' e-mails in Russian (formal "Вы"); keys as en.ts. */
import type { MailTexts } from './en.js';
import { plural } from './languages.js';

const minutes = (n: number) =>
  plural('ru', n, { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' });
const hours = (n: number) => plural('ru', n, { one: 'час', few: 'часа', many: 'часов', other: 'часа' });

export const ru: MailTexts = {
  hello: 'Здравствуйте!',
  helloName: (name) => `Здравствуйте, ${name}!`,
  questions: (support) => `Есть вопросы? Пишите нам: ${support}.`,
  helpOffer: (support) => `Если Вам нужна помощь, напишите нам: ${support}.`,

  labels: {
    pin: 'PIN-код',
    headUnit: 'Головное устройство',
    mapRegion: 'Регион карты',
    version: 'Версия карты',
    vin: 'VIN',
  },

  consent: {
    given: (at, version) =>
      `Перед предоставлением PIN-кода, ${at}, Вы дали следующее согласие (редакция от ${version}):`,
    immediateDelivery:
      'Я прошу предоставить мой PIN-код немедленно, до истечения 14-дневного срока для отказа от договора.',
    waiverAcknowledged: 'Я понимаю, что с момента предоставления PIN-кода теряю право на отказ от договора.',
  },

  passwordReset: {
    subject: (brand) => `${brand}: сброс пароля`,
    asked: (brand) => `Поступил запрос на сброс пароля Вашего аккаунта ${brand}.`,
    openLink: 'Откройте эту ссылку, чтобы задать новый пароль:',
    button: 'Задать новый пароль',
    validity: (n) =>
      `Ссылка действует один раз и истекает через ${n} ${minutes(n)}. Если Вы не запрашивали сброс, просто проигнорируйте это письмо.`,
  },

  emailConfirmation: {
    subject: (brand) => `${brand}: подтвердите адрес электронной почты`,
    created: (brand) => `На этот адрес электронной почты зарегистрирован аккаунт ${brand}.`,
    openLink: 'Откройте эту ссылку, чтобы подтвердить его:',
    button: 'Подтвердить адрес электронной почты',
    validity: (n) =>
      `Ссылка истекает через ${n} ${hours(n)}. Если Вы не создавали аккаунт, просто проигнорируйте это письмо.`,
  },

  passwordChanged: {
    subject: (brand) => `${brand}: Ваш пароль изменён`,
    body: (brand, support) =>
      `Пароль Вашего аккаунта ${brand} только что был изменён. Если это были не Вы, немедленно напишите на ${support}.`,
  },

  pinReady: {
    subject: (brand, vin) => `${brand}: PIN-код навигации для ${vin}`,
    intro: (reference) => `PIN-код по Вашему заказу ${reference}:`,
    demo: 'Это ДЕМО-код от демонстрационного поставщика PIN-кодов: он не разблокирует головное устройство.',
    help: (comand) => `Как ввести PIN-код в ${comand} — пошаговая инструкция:`,
  },

  pinCorrected: {
    subject: (brand, vin) => `${brand}: исправленный PIN-код навигации для ${vin}`,
    intro: (reference) =>
      `PIN-код, который мы отправили по заказу ${reference}, был неверным, приносим извинения. Вот исправленный PIN-код; он заменяет код из нашего предыдущего письма:`,
  },

  pinFailed: {
    subject: (brand, vin) => `${brand}: не удалось получить PIN-код для ${vin}`,
    body: (reference) => `Нам не удалось получить PIN-код по Вашему заказу ${reference}.`,
  },

  orderRefunded: {
    subject: (brand, reference) => `${brand}: возврат по заказу ${reference}`,
    body: (reference, vin) => `Мы оформили возврат по Вашему заказу ${reference} (VIN ${vin}).`,
    keepsPin: 'Отправленный PIN-код остаётся у Вас.',
  },

  bulkOrderCompleted: {
    subject: (brand) => `${brand}: Ваш оптовый заказ выполнен`,
    intro: (reference) =>
      `Ваш оптовый заказ ${reference} выполнен: для каждой строки Вашего файла есть PIN-код или причина, по которой его нет.`,
    rows: 'Строк в файле',
    fulfilled: 'Получено PIN-кодов',
    failed: 'Строк с ошибкой или без заказа',
    pointsSpent: 'Списано токенов',
    subscriptionUses: 'Использований подписки (ничего не списано)',
    givenBack: 'Строки с ошибкой и строки без заказа Вам ничего не стоили: оплата за них возвращена.',
    download:
      'PIN-коды находятся в файле results.csv, по одной строке на каждую строку Вашего файла. Скачайте его на странице оптовых заказов:',
    button: 'Открыть оптовые заказы',
    orders: 'Строки этого оптового заказа:',
    line: (row, vin, outcome) => `Строка ${row} (VIN ${vin}): ${outcome}`,
    ready: (reference) => `заказ ${reference}, PIN-код получен`,
    orderFailed: (reference) => `заказ ${reference} не выполнен`,
    notOrdered: 'не заказана',
  },

  givenBack: {
    point: 'Токен возвращён на Ваш аккаунт.',
    subscriptionUse: 'Заказ оплачен по подписке: ничего не списано.',
    card: (money) => `Ваш платёж картой на сумму ${money} возвращён.`,
    cardLater: 'Ваш платёж картой будет возвращён.',
    nothing: 'Ничего не списано.',
  },

  receipt: {
    subject: (brand, item) => `${brand}: квитанция об оплате: ${item}`,
    thanks: 'Благодарим Вас за покупку.',
    item: 'Товар',
    amountPaid: 'Оплачено',
    date: 'Дата',
    orderReference: 'Номер заказа',
    paymentReference: 'Номер платежа',
    invoice: 'Счёт',
    invoiceAttached: (number) => `Счёт ${number} (во вложении)`,
  },

  creditNote: {
    subject: (brand, number) => `${brand}: кредит-нота ${number}`,
    refunded: (money) => `Мы вернули Вам ${money}.`,
    refundedOfInvoice: (money, invoice) => `Мы вернули Вам ${money} по счёту ${invoice}.`,
    attached: (number) => `Кредит-нота ${number} во вложении.`,
  },

  withdrawal: {
    subject: (brand, receipt) => `${brand}: Ваш отказ от договора ${receipt} получен`,
    intro:
      'Мы получили Ваш отказ от указанного ниже договора. Сохраните это письмо: оно подтверждает, когда отказ был получен.',
    receipt: 'Номер подтверждения',
    received: 'Получено',
    name: 'Имя',
    reference: 'Номер заказа или платежа',
    contract: 'Договор',
    reason: 'Причина',
    contracts: {
      token_bundle: 'пакет токенов',
      subscription_bundle: 'подписка',
      pin: 'PIN-код навигации',
    },
    closing: (support) => `Мы рассмотрим его в течение 14 дней и ответим Вам. Вопросы: ${support}.`,
  },
};
