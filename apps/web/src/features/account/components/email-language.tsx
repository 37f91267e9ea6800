import { LOCALES } from '@navihub/contract/locales';
import { messages } from '@navihub/contract/messages';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { toastError } from '@/lib/toast';
import { useAccountLanguage, useSetAccountLanguage } from '../api/account-language';
import { emailLanguageTexts as t } from './email-language-texts';

/**
 * The language of the account's e-mails (decision 068), beside the e-mail preference: the header's
 * Language selector sets it too. Not shown when the account's language cannot be read.
 */
export function EmailLanguage() {
  const id = useId();
  const current = useAccountLanguage();
  const set = useSetAccountLanguage();
  if (!current.data) return null;
  const { language } = current.data;
  // A language set through the API before its pages exist is shown by its code.
  const choices: { code: string; name: string }[] = LOCALES.some((l) => l.code === language)
    ? [...LOCALES]
    : [...LOCALES, { code: language, name: language }];
  return (
    <div className="grid max-w-xl gap-2 rounded-lg border border-slate-200 p-4">
      <Label htmlFor={id}>{t.label}</Label>
      <p id={`${id}-description`} className="text-sm text-slate-600">
        {t.description}
      </p>
      <select
        id={id}
        aria-describedby={`${id}-description`}
        value={language}
        disabled={set.isPending}
        onChange={(event) =>
          set.mutate(event.target.value, { onError: () => toastError(messages.somethingWrong) })
        }
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {choices.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
