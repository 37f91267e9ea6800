import type { AdminVariant } from '@navihub/contract/backoffice-catalogue';
import { messages } from '@navihub/contract/messages';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { firstFieldError } from '@/lib/api-errors';
import { useAddVariant, type VariantFields } from '../api/catalogue';
import { errorDetail } from '../lib/error-text';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.catalogue;
const FIELDS: [keyof VariantFields, string, number][] = [
  ['comand', t.comand, 50],
  ['map_region', t.region, 100],
  ['version', t.version, 50],
];

/** Adds a variant; the server's messages (a duplicate is one on `version`) show under the fields. */
export function VariantForm({ onAdded }: { onAdded: (variant: AdminVariant) => void }) {
  const add = useAddVariant();
  const form = useForm<VariantFields>({ defaultValues: { comand: '', map_region: '', version: '' } });
  const serverError = (field: keyof VariantFields) => firstFieldError(add.error, field);
  const general =
    add.isError && !FIELDS.some(([field]) => serverError(field)) ? errorDetail(add.error) : undefined;

  const submit = form.handleSubmit((values) =>
    add.mutate(
      { comand: values.comand.trim(), map_region: values.map_region.trim(), version: values.version.trim() },
      {
        onSuccess: (variant) => {
          form.reset();
          onAdded(variant);
        },
      },
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t.addVariant}
      className="grid gap-3 border-t border-slate-200 pt-4"
    >
      <h3 className="font-medium text-slate-900">{t.addVariant}</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {FIELDS.map(([field, label, max]) => (
          <FormField
            key={field}
            label={label}
            error={form.formState.errors[field]?.message ?? serverError(field)}
          >
            {(props) => (
              <Input
                {...props}
                maxLength={max}
                {...form.register(field, { validate: (v) => v.trim().length > 0 || messages.required })}
              />
            )}
          </FormField>
        ))}
      </div>
      {general && (
        <Alert variant="destructive" title={messages.errorTitle}>
          {general}
        </Alert>
      )}
      <Button type="submit" className="justify-self-start" isLoading={add.isPending}>
        {t.addVariant}
      </Button>
    </form>
  );
}
