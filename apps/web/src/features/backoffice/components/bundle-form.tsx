import { DEFAULT_LOCALE, LOCALES } from '@navihub/contract/locales';
import { messages } from '@navihub/contract/messages';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { firstFieldError } from '@/lib/api-errors';
import { errorDetail } from '../lib/error-text';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.catalogue;

/** The languages a bundle may have its own name in: all but English, whose name is `name`. */
const OTHER_LANGUAGES = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE);

/** A bundle as the form holds it: numbers as typed; `count` is tokens or days. */
export type BundleDraft = {
  name: string;
  /** The name per language code, '' where none. */
  names: Record<string, string>;
  price: string;
  discount_percent: string;
  count: string;
  active: boolean;
};
export type BundleValues = {
  name: string;
  names: Record<string, string>;
  price: string;
  discount_percent: number;
  count: number;
  active: boolean;
};

/** The form's name fields of a bundle's names: one per other language, '' where none. */
export const draftNames = (names: Record<string, string> = {}): Record<string, string> =>
  Object.fromEntries(OTHER_LANGUAGES.map((l) => [l.code, names[l.code] ?? '']));

export const emptyDraft: BundleDraft = {
  name: '',
  names: draftNames(),
  price: '',
  discount_percent: '0',
  count: '',
  active: true,
};

const whole = (value: string) => (/^\d+$/.test(value.trim()) ? undefined : messages.notAnInteger);

/**
 * Adds a bundle, or edits the one chosen in the table. The server's messages show under the
 * fields (`countField` names the server's field of the count: `tokens` or `duration_days`).
 */
export function BundleForm({
  title,
  countLabel,
  countField,
  draft,
  editing,
  pending,
  error,
  onSave,
  onCancel,
}: {
  title: string;
  countLabel: string;
  countField: string;
  draft: BundleDraft;
  editing: boolean;
  pending: boolean;
  error: unknown;
  onSave: (values: BundleValues) => void;
  onCancel: () => void;
}) {
  const activeId = useId();
  const form = useForm<BundleDraft>({ defaultValues: draft });
  useEffect(() => form.reset(draft), [draft, form]);
  const { errors } = form.formState;
  const server = (field: string) => firstFieldError(error, field);
  const fieldNames = ['name', 'names', 'price', 'discount_percent', countField, 'active'];
  const general = error && !fieldNames.some((f) => server(f)) ? errorDetail(error) : undefined;

  const submit = form.handleSubmit((values) =>
    onSave({
      name: values.name.trim(),
      names: Object.fromEntries(
        Object.entries(values.names)
          .map(([code, text]) => [code, text.trim()] as const)
          .filter(([, text]) => text !== ''),
      ),
      price: values.price.trim(),
      discount_percent: Number(values.discount_percent),
      count: Number(values.count),
      active: values.active,
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="grid gap-3 border-t border-slate-200 pt-4"
    >
      <h3 className="font-medium text-slate-900">{title}</h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={t.name} error={errors.name?.message ?? server('name')}>
          {(props) => (
            <Input
              {...props}
              maxLength={100}
              {...form.register('name', { validate: (v) => v.trim().length > 0 || messages.required })}
            />
          )}
        </FormField>
        <FormField label={t.price} error={errors.price?.message ?? server('price')}>
          {(props) => (
            <Input
              {...props}
              inputMode="decimal"
              {...form.register('price', { validate: (v) => v.trim().length > 0 || messages.required })}
            />
          )}
        </FormField>
        <FormField label={t.discount} error={errors.discount_percent?.message ?? server('discount_percent')}>
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              {...form.register('discount_percent', { validate: whole })}
            />
          )}
        </FormField>
        <FormField label={countLabel} error={errors.count?.message ?? server(countField)}>
          {(props) => (
            <Input {...props} inputMode="numeric" {...form.register('count', { validate: whole })} />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">{t.otherNames}</legend>
        <p className="text-sm text-slate-600">{t.otherNamesHint}</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {OTHER_LANGUAGES.map((language) => (
            <FormField key={language.code} label={`${language.name} (${language.code})`}>
              {(props) => (
                <Input
                  {...props}
                  lang={language.code}
                  dir={language.dir}
                  maxLength={100}
                  {...form.register(`names.${language.code}`)}
                />
              )}
            </FormField>
          ))}
        </div>
        {server('names') && (
          <p role="alert" className="text-sm text-red-600">
            {server('names')}
          </p>
        )}
      </fieldset>
      <div className="flex items-center gap-2">
        <input
          id={activeId}
          type="checkbox"
          className="size-4 accent-accent-dark"
          {...form.register('active')}
        />
        <label htmlFor={activeId} className="text-sm font-medium text-slate-800">
          {t.shown}
        </label>
      </div>
      {general && (
        <Alert variant="destructive" title={messages.errorTitle}>
          {general}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={pending}>
          {editing ? t.saveBundle : t.addBundle}
        </Button>
        {editing && (
          <Button variant="outline" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
