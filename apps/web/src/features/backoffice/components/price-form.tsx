import { messages } from '@navihub/contract/messages';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { firstFieldError } from '@/lib/api-errors';
import { usePrice, useSetPrice } from '../api/catalogue';
import { errorDetail } from '../lib/error-text';
import { backofficeTexts } from '../texts';
import { LoadFailure } from './load-failure';
import { Section } from '@/components/ui/section';

const t = backofficeTexts.catalogue;

function PriceInput({
  current,
  currency,
  onChange,
}: {
  current: string;
  currency: string;
  onChange: (note: string) => void;
}) {
  const save = useSetPrice();
  const [value, setValue] = useState(current);
  const fieldError = firstFieldError(save.error, 'code_price');
  const general = save.isError && !fieldError ? errorDetail(save.error) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value.trim(), { onSuccess: (p) => onChange(t.priceSaved(p.code_price, p.currency)) });
  };
  return (
    <form onSubmit={submit} noValidate className="grid max-w-sm gap-3">
      <FormField label={t.priceLabel(currency)} error={fieldError}>
        {(props) => (
          <Input {...props} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
        )}
      </FormField>
      {general && (
        <Alert variant="destructive" title={messages.errorTitle}>
          {general}
        </Alert>
      )}
      <Button type="submit" className="justify-self-start" isLoading={save.isPending}>
        {t.savePrice}
      </Button>
    </form>
  );
}

/** The price of a navigation PIN bought by card. */
export function PriceForm({ onChange }: { onChange: (note: string) => void }) {
  const price = usePrice();
  return (
    <Section title={t.priceTitle}>
      {price.isPending ? (
        <Spinner label={messages.loading} />
      ) : price.isError ? (
        <LoadFailure error={price.error} retrying={price.isFetching} onRetry={() => void price.refetch()} />
      ) : (
        <PriceInput current={price.data.code_price} currency={price.data.currency} onChange={onChange} />
      )}
    </Section>
  );
}
