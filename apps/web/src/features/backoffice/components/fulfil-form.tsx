import type { StaffOrderDetail } from '@navihub/contract/backoffice';
import { messages } from '@navihub/contract/messages';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PinInput } from '@/components/ui/pin-input';
import { firstFieldError } from '@/lib/api-errors';
import { useFulfilOrder } from '../api/orders';
import { errorDetail, statusOf } from '../lib/error-text';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.order;

/**
 * Staff's PIN for a paid order (bought by hand). Another staff member may have been faster: the
 * server's 409 says so, and the order is read again to show where it stands now.
 */
export function FulfilForm({
  order,
  onFulfilled,
  onConflict,
}: {
  order: StaffOrderDetail;
  onFulfilled: (order: StaffOrderDetail) => void;
  /** The server's 409: its words, to show while the order is read again. */
  onConflict: (detail: string) => void;
}) {
  const fulfil = useFulfilOrder(order.id);
  const form = useForm<{ pin: string }>({ defaultValues: { pin: '' } });
  const serverPinError = firstFieldError(fulfil.error, 'pin');
  const conflict = statusOf(fulfil.error) === 409;
  const otherError = fulfil.isError && !serverPinError && !conflict ? errorDetail(fulfil.error) : undefined;

  const submit = form.handleSubmit(({ pin }) =>
    fulfil.mutate(
      { pin: pin.trim() },
      {
        onSuccess: (updated) => {
          form.reset();
          onFulfilled(updated);
        },
        onError: (error) => {
          if (statusOf(error) === 409) onConflict(errorDetail(error));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={t.enterPin}>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 basis-48">
          <PinInput form={form} name="pin" label={t.pin} serverError={serverPinError} />
        </div>
        <Button type="submit" className="mt-6" isLoading={fulfil.isPending}>
          {t.fulfil}
        </Button>
      </div>
      {otherError && (
        <Alert variant="destructive" title={messages.errorTitle}>
          {otherError}
        </Alert>
      )}
    </form>
  );
}
