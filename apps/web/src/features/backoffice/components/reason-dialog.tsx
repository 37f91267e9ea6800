import { FAILURE_REASON_MAX } from '../lib/limits';
import { messages } from '@navihub/contract/messages';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { firstFieldError } from '@/lib/api-errors';
import { errorDetail } from '../lib/error-text';
import { backofficeTexts } from '../texts';
import { DialogForm } from './dialog-form';
import { Textarea } from '@/components/ui/textarea';

const t = backofficeTexts.order;

/**
 * A destructive action that needs a reason (kept in the audit log): the button opens a dialog
 * with the reason, required, and the confirming button. The server's messages show in the dialog:
 * its message for the reason's field (`serverField`, where the endpoint calls it otherwise) under it.
 */
export function ReasonDialog<R>({
  trigger,
  triggerLabel,
  title,
  description,
  confirm,
  label = t.reasonLabel,
  serverField = 'reason',
  mutation,
  onDone,
  onCloseAutoFocus,
}: {
  trigger: string;
  /** The trigger's name for screen readers when several alike are on one page (starts with `trigger`). */
  triggerLabel?: string;
  title: string;
  description: string;
  confirm: string;
  label?: string;
  serverField?: string;
  mutation: UseMutationResult<R, Error, { reason: string }>;
  onDone: (result: R) => void;
  /** Radix's: where focus goes on closing, when the button that opened the dialog may be gone. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const serverReason = firstFieldError(mutation.error, serverField);
  const reasonError = form.formState.errors.reason?.message ?? serverReason;
  const otherError = mutation.isError && !serverReason ? errorDetail(mutation.error) : undefined;

  const submit = form.handleSubmit(({ reason }) =>
    mutation.mutate(
      { reason: reason.trim() },
      {
        onSuccess: (result) => {
          setOpen(false);
          form.reset();
          onDone(result);
        },
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) mutation.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive" aria-label={triggerLabel}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogForm
          onSubmit={submit}
          error={otherError}
          cancel={t.cancel}
          onCancel={() => setOpen(false)}
          confirm={confirm}
          pending={mutation.isPending}
          destructive
        >
          <FormField label={label} error={reasonError}>
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
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
