import type { StaffWithdrawal } from '@navihub/contract/withdrawals';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { firstFieldError } from '@/lib/api-errors';
import { useRefundWithdrawal } from '../api/withdrawals';
import { errorDetail } from '../lib/error-text';
import { backofficeTexts } from '../texts';
import { DialogForm } from './dialog-form';

const t = backofficeTexts.withdrawals;

/** A payment's id as the shop gives it on a bundle's receipt (the contract wants a UUID). */
const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refund of the bundle purchase a consumer withdrew from: staff confirm the payment's id (the
 * consumer's reference when it is one), then the server refunds what is left of it, once. Its
 * messages show in the dialog: a wrong id under the field, a refused refund (409, 502) above the buttons.
 */
export function RefundWithdrawalDialog({
  withdrawal,
  onDone,
  onCloseAutoFocus,
}: {
  withdrawal: StaffWithdrawal;
  onDone: (done: StaffWithdrawal) => void;
  /** Radix's: where focus goes on closing (the trigger is gone once the refund is made). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const [open, setOpen] = useState(false);
  const refund = useRefundWithdrawal(withdrawal.id);
  const given = withdrawal.reference.trim();
  const form = useForm<{ payment_id: string }>({
    defaultValues: { payment_id: PAYMENT_ID.test(given) ? given.toLowerCase() : '' },
  });
  const serverError = firstFieldError(refund.error, 'payment_id');
  const fieldError = form.formState.errors.payment_id?.message ?? serverError;
  const otherError = refund.isError && !serverError ? errorDetail(refund.error) : undefined;

  const submit = form.handleSubmit(({ payment_id }) =>
    refund.mutate(
      { payment_id: payment_id.trim() },
      {
        onSuccess: (done) => {
          setOpen(false);
          onDone(done);
        },
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) refund.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button aria-label={t.refundOf(withdrawal.receipt)}>{t.refund}</Button>
      </DialogTrigger>
      <DialogContent
        title={t.refundTitle(withdrawal.receipt)}
        description={t.refundText}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogForm
          onSubmit={submit}
          error={otherError}
          cancel={t.cancel}
          onCancel={() => setOpen(false)}
          confirm={t.confirmRefund}
          pending={refund.isPending}
        >
          <FormField label={t.paymentId} description={t.paymentHelp} error={fieldError}>
            {(props) => (
              <Input
                {...props}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                {...form.register('payment_id', {
                  validate: (value) => PAYMENT_ID.test(value.trim()) || t.paymentInvalid,
                })}
              />
            )}
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
