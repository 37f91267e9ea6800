import { FAILURE_REASON_MAX } from '../lib/limits';
import { messages } from '@navihub/contract/messages';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { firstFieldError } from '@/lib/api-errors';
import { useAdjustPoints } from '../api/customers';
import { errorDetail } from '../lib/error-text';
import { backofficeTexts } from '../texts';
import { Section } from './section';
import { Textarea } from './textarea';

const t = backofficeTexts.customer;

type Values = { points: string; reason: string };

/** Give (positive) or take (negative) points, with the reason the ledger keeps. */
export function PointsForm({ customerId, onSaved }: { customerId: number; onSaved: (note: string) => void }) {
  const adjust = useAdjustPoints(customerId);
  const form = useForm<Values>({ defaultValues: { points: '', reason: '' } });
  const { errors } = form.formState;
  const serverPoints = firstFieldError(adjust.error, 'points');
  const serverReason = firstFieldError(adjust.error, 'reason');
  const otherError = adjust.isError && !serverPoints && !serverReason ? errorDetail(adjust.error) : undefined;

  const submit = form.handleSubmit((values) =>
    adjust.mutate(
      { points: Number(values.points), reason: values.reason.trim() },
      {
        onSuccess: (customer) => {
          form.reset();
          onSaved(t.pointsSaved(customer.points));
        },
      },
    ),
  );

  return (
    <Section title={t.pointsForm}>
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        <FormField
          label={t.pointsLabel}
          description={t.pointsHelp}
          error={errors.points?.message ?? serverPoints}
        >
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              {...form.register('points', {
                validate: (value) => {
                  if (!value.trim()) return messages.required;
                  if (!/^-?\d+$/.test(value.trim())) return messages.notAnInteger;
                  return Number(value) !== 0 || 'Give or take at least one point.';
                },
              })}
            />
          )}
        </FormField>
        <FormField label={t.pointsReason} error={errors.reason?.message ?? serverReason}>
          {(props) => (
            <Textarea
              {...props}
              maxLength={FAILURE_REASON_MAX}
              {...form.register('reason', {
                validate: (value) => value.trim().length > 0 || messages.required,
              })}
            />
          )}
        </FormField>
        {otherError && (
          <Alert variant="destructive" title={messages.errorTitle}>
            {otherError}
          </Alert>
        )}
        <Button type="submit" className="justify-self-start" isLoading={adjust.isPending}>
          {t.pointsSubmit}
        </Button>
      </form>
    </Section>
  );
}
