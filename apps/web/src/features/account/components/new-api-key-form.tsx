import type { CreatedApiKey } from '@navihub/contract/api-keys';
import { messages } from '@navihub/contract/messages';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { firstFieldError } from '@/lib/api-errors';
import { toast, toastError } from '@/lib/toast';
import { useCreateApiKey } from '../api/api-keys';
import { apiKeyTexts as t } from './api-key-texts';

type NewKey = { name: string; mode: 'live' | 'test'; read_only: boolean };

/** Creates a key, then shows its whole text this once, with a copy button and a warning. */
export function NewApiKeyForm() {
  const id = useId();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const { register, handleSubmit, reset } = useForm<NewKey>({
    defaultValues: { name: '', mode: 'live', read_only: false },
  });
  const nameError = create.error ? firstFieldError(create.error, 'name') : undefined;

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (key) => {
        setCreated(key);
        reset();
      },
      onError: (error) => {
        if (!firstFieldError(error, 'name')) toastError(messages.somethingWrong);
      },
    }),
  );

  async function copy(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      toast({ title: t.copied });
    } catch {
      toastError(t.copyFailed);
    }
  }

  return (
    <div className="grid min-w-0 gap-4">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <FormField label={t.name} error={nameError} description={t.nameDescription}>
          {(field) => <Input {...field} {...register('name')} autoComplete="off" maxLength={100} />}
        </FormField>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-mode`} className="text-sm font-medium text-slate-900">
            {t.mode}
          </label>
          <select
            id={`${id}-mode`}
            {...register('mode')}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm"
          >
            <option value="live">{t.live}</option>
            <option value="test">{t.test}</option>
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-900 sm:col-span-2">
          <input type="checkbox" {...register('read_only')} className="size-4 accent-accent-dark" />
          {t.readOnly}
        </label>
        <Button type="submit" isLoading={create.isPending} className="justify-self-start">
          {t.create}
        </Button>
      </form>
      {created && (
        <Alert title={t.shownOnce(created.name)}>
          <p>{t.shownOnceWarning}</p>
          <div className="mt-2 flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
            <Input
              readOnly
              value={created.key}
              aria-label={t.theKey}
              className="font-mono"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="outline" onClick={() => void copy(created.key)}>
              {t.copy}
            </Button>
          </div>
          {created.mode === 'test' && <p className="mt-2">{t.testModeNote}</p>}
        </Alert>
      )}
    </div>
  );
}
