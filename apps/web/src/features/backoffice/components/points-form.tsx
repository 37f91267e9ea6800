import type { StaffCustomerDetail } from '@navihub/contract/backoffice-customers';
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
import { Section } from '@/components/ui/section';
import { Textarea } from '@/components/ui/textarea';

const t = backofficeTexts.customer;

type Values = { points: string; reason: string };

/**
 * Give (positive) or take (negative) points, with the reason the ledger keeps. A staff member
 * reads how many they may still give or take today (decision 042); the server's refusal beyond
 * that, or on their own account, is shown in its words.
 */
export function PointsForm({
  customer,
  onSaved,
}: {
  customer: StaffCustomerDetail;
  onSaved: (note: string) => void;
}) {
  const adjust = useAdjustPoints(customer.id);
  const limits = customer.points_limits;
  const help = limits
    ? `${t.pointsHelp} ${t.pointsLeft(limits.left_today, limits.per_action, limits.per_day)}`
    : t.pointsHelp;
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
      {customer.own_account && <p className="text-sm text-slate-700">{t.ownAccount}</p>}
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        <FormField label={t.pointsLabel} description={help} error={errors.points?.message ?? serverPoints}>
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
