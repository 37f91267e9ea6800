import { messages } from '@navihub/contract/messages';
import type { FormEvent } from 'react';
import { BusinessFields } from '@/components/forms/business-fields';
import { businessTexts as t } from '@/components/forms/business-texts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBusinessForm, useRememberedBusiness, useSaveBusinessDetails } from '@/lib/business-details';
import { toast, toastError } from '@/lib/toast';

/**
 * The account's business details (decision 065): company name, address, country, VAT number,
 * prefilled at every checkout and printed on the invoices. A wrong field gets its message.
 */
export function BusinessDetailsPanel() {
  const remembered = useRememberedBusiness();
  const form = useBusinessForm();
  const save = useSaveBusinessDetails();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(form.value, {
      onSuccess: () => toast({ title: t.saved }),
      onError: (error) => {
        if (!form.showErrors(error)) toastError(messages.somethingWrong);
      },
    });
  };

  return (
    <section
      aria-labelledby="business-details-heading"
      className="grid gap-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="grid gap-1">
        <h2 id="business-details-heading" className="text-base font-semibold text-slate-900">
          {t.heading}
        </h2>
        <p className="text-sm text-slate-600">{t.intro}</p>
      </div>
      {remembered.isPending ? (
        <Spinner label={messages.loading} />
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby="business-details-heading" className="grid gap-4">
          <BusinessFields form={form} disabled={save.isPending} />
          <Button type="submit" className="justify-self-start" isLoading={save.isPending}>
            {t.save}
          </Button>
        </form>
      )}
    </section>
  );
}
