/** Russian texts of api-key-texts.ts (docs/decisions/062): the same keys, in the trade's Russian. */
import type { Translation } from '@/i18n/translated';
import type { apiKeyTexts as english } from './api-key-texts';

export const apiKeyTexts: Translation<typeof english> = {
  heading: 'API-ключи',
  intro:
    'Ваши собственные системы (касса, ERP, платформа дилера) могут заказывать PIN-коды и читать вашу историю с помощью API-ключа вместо пароля.',
  guide: 'Читать руководство по API',
  endsWithPassword: 'Смена или сброс пароля аннулирует все ключи.',
  name: 'Название',
  nameDescription: 'Где используется ключ — чтобы ключи было легко различать.',
  mode: 'Режим',
  live: 'Рабочий',
  test: 'Тестовый (песочница пока не открыта)',
  testShort: 'Тестовый',
  readOnly: 'Только чтение: ключ может только читать (каталог, историю, покупки)',
  create: 'Создать ключ',
  shownOnce: (name: string) => `Ваш новый ключ «${name}»`,
  shownOnceWarning:
    'Скопируйте его сейчас и храните в секрете: он показывается только один раз. Любой, у кого он есть, может заказывать PIN-коды за ваши токены.',
  theKey: 'Новый API-ключ',
  copy: 'Копировать',
  copied: 'Ключ скопирован',
  copyFailed: 'Не удалось скопировать ключ: выделите его и скопируйте вручную.',
  testModeNote: 'Тестовыми ключами пока нельзя заказывать и оплачивать: песочница ещё не открыта.',
  none: 'API-ключей пока нет.',
  listCaption: 'Ваши API-ключи',
  columns: {
    name: 'Название',
    mode: 'Режим',
    key: 'Ключ',
    created: 'Создан',
    lastUsed: 'Последнее использование',
    actions: 'Действия',
  },
  readOnlyBadge: 'только чтение',
  never: 'Никогда',
  revoke: 'Отозвать',
  revokeLabel: (name: string) => `Отозвать ${name}`,
  revokeTitle: (name: string) => `Отозвать «${name}»?`,
  revokeDescription: 'Все запросы с этим ключом отныне будут отклоняться. Это действие нельзя отменить.',
  cancel: 'Отмена',
  revoked: 'Ключ отозван',
};
