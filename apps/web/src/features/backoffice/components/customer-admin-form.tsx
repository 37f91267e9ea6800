import type { StaffCustomerDetail, UserRole } from '@navihub/contract/backoffice-customers';
import { messages } from '@navihub/contract/messages';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { firstFieldError } from '@/lib/api-errors';
import { useUpdateCustomer, type CustomerChange } from '../api/customers';
import { errorDetail } from '../lib/error-text';
import { backofficeTexts } from '../texts';
import { ConfirmDialog } from './confirm-dialog';
import { NativeSelect } from './native-select';
import { Section } from '@/components/ui/section';

const t = backofficeTexts.customer;
const ROLES: UserRole[] = ['customer', 'staff', 'admin'];

/** Admin only: the customer's personal discount, role, and whether the account may sign in. */
export function CustomerAdminForm({
  customer,
  onSaved,
}: {
  customer: StaffCustomerDetail;
  onSaved: (note: string) => void;
}) {
  const update = useUpdateCustomer(customer.id);
  const [discount, setDiscount] = useState(String(customer.discount_percent));
  const [role, setRole] = useState<UserRole>(customer.role);
  const [discountError, setDiscountError] = useState<string>();
  const [lastChange, setLastChange] = useState<keyof CustomerChange>();

  const send = (change: CustomerChange, note: (c: StaffCustomerDetail) => string, after?: () => void) => {
    setLastChange(Object.keys(change)[0] as keyof CustomerChange);
    update.mutate(change, {
      onSuccess: (updated) => {
        after?.();
        onSaved(note(updated));
      },
    });
  };

  const saveDiscount = (event: FormEvent) => {
    event.preventDefault();
    const text = discount.trim();
    if (!/^\d+$/.test(text)) return setDiscountError(messages.notAnInteger);
    setDiscountError(undefined);
    send({ discount_percent: Number(text) }, (c) => t.discountSaved(c.discount_percent));
  };

  const errorOf = (field: keyof CustomerChange) =>
    lastChange === field ? (firstFieldError(update.error, field) ?? undefined) : undefined;
  const general =
    update.isError && !firstFieldError(update.error, lastChange ?? '')
      ? errorDetail(update.error)
      : undefined;

  return (
    <Section title={t.adminForm}>
      {general && lastChange !== 'disabled' && (
        <Alert variant="destructive" title={messages.errorTitle}>
          {general}
        </Alert>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        <form onSubmit={saveDiscount} noValidate className="grid content-start gap-3">
          <FormField label={t.discountLabel} error={discountError ?? errorOf('discount_percent')}>
            {(props) => (
              <Input
                {...props}
                inputMode="numeric"
                value={discount}
                onChange={(e) => setDiscount(e.target.value)}
              />
            )}
          </FormField>
          <Button
            type="submit"
            variant="outline"
            className="justify-self-start"
            isLoading={update.isPending && lastChange === 'discount_percent'}
          >
            {t.saveDiscount}
          </Button>
        </form>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send({ role }, (c) => t.roleSaved(t.roles[c.role] ?? c.role));
          }}
          className="grid content-start gap-3"
        >
          <FormField label={t.roleLabel} error={errorOf('role')}>
            {(props) => (
              <NativeSelect {...props} value={role} onChange={(e) => setRole(e.target.value as UserRole)}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t.roles[r]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Button
            type="submit"
            variant="outline"
            className="justify-self-start"
            isLoading={update.isPending && lastChange === 'role'}
          >
            {t.saveRole}
          </Button>
        </form>
      </div>
      <div className="border-t border-slate-200 pt-4">
        <ConfirmDialog
          trigger={customer.disabled ? t.enable : t.disable}
          title={customer.disabled ? t.enableTitle : t.disableTitle}
          description={customer.disabled ? t.enableText : t.disableText}
          confirm={customer.disabled ? t.enable : t.disable}
          destructive={!customer.disabled}
          pending={update.isPending && lastChange === 'disabled'}
          error={lastChange === 'disabled' ? general : undefined}
          onConfirm={(close) =>
            send({ disabled: !customer.disabled }, (c) => (c.disabled ? t.disabledNow : t.enabledNow), close)
          }
        />
      </div>
    </Section>
  );
}
