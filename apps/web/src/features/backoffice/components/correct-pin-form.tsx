import { FAILURE_REASON_MAX, type StaffOrderDetail } from '@navihub/contract/backoffice';
import { messages } from '@navihub/contract/messages';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PinInput } from '@/components/ui/pin-input';
import { firstFieldError } from '@/lib/api-errors';
import { useCorrectPin } from '../api/orders';
import { errorDetail } from '../lib/error-text';
import { backofficeTexts } from '../texts';
import { Textarea } from '@/components/ui/textarea';

const t = backofficeTexts.order;

type Values = { pin: string; reason: string };
const required = (value: string) => value.trim().length > 0 || messages.required;

/**
 * A fulfilled order's PIN typed wrongly, corrected with a reason (kept in the audit log). The
 * corrected PIN is not shown back: the order shows it masked, as every PIN (decision 042); the
 * customer is e-mailed it.
 */
export function CorrectPinForm({
  order,
  onCorrected,
}: {
  order: StaffOrderDetail;
  onCorrected: (order: StaffOrderDetail) => void;
}) {
  const correct = useCorrectPin(order.id);
  const form = useForm<Values>({ defaultValues: { pin: '', reason: '' } });
  const serverPinError = firstFieldError(correct.error, 'pin');
  const serverReasonError = firstFieldError(correct.error, 'reason');
  const otherError =
    correct.isError && !serverPinError && !serverReasonError ? errorDetail(correct.error) : undefined;

  const submit = form.handleSubmit((values) =>
    correct.mutate(
      { pin: values.pin.trim(), reason: values.reason.trim() },
      {
        onSuccess: (updated) => {
          form.reset();
          onCorrected(updated);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={t.correctPin}>
      <p className="text-sm text-slate-700">{t.correctPinText}</p>
      <PinInput form={form} name="pin" label={t.correctedPin} serverError={serverPinError} />
      <FormField label={t.reasonLabel} error={form.formState.errors.reason?.message ?? serverReasonError}>
        {(props) => (
          <Textarea
            {...props}
            maxLength={FAILURE_REASON_MAX}
            {...form.register('reason', { validate: required })}
          />
        )}
      </FormField>
      {otherError && (
        <Alert variant="destructive" title={messages.errorTitle}>
          {otherError}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="outline" isLoading={correct.isPending}>
          {t.correctPinAction}
        </Button>
      </div>
    </form>
  );
}
