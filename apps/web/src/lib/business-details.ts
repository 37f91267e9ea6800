/**
 * A business buyer's details (decision 065): the account's remembered ones (accountApi), a form's
 * state with each field's message, and what the price comes to with tax (paymentsApi.taxQuote).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@navihub/contract/api/account';
import { paymentsApi } from '@navihub/contract/api/payments';
import type { BusinessDetails } from '@navihub/contract/business';
import { useId, useState } from 'react';
import { firstFieldError } from './api-errors';
import { request } from './request';
import { businessDetailsQuery, useRememberedBusiness } from './remembered-business';
import { useSiteConfig } from './site-config';

export type { BusinessDetails };
export const BUSINESS_FIELDS = ['company_name', 'address', 'country', 'vat_number'] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];
export const NO_BUSINESS: BusinessDetails = { company_name: '', address: '', country: '', vat_number: '' };

export { businessDetailsQuery, useRememberedBusiness } from './remembered-business';

export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessDetails) => request(accountApi.updateBusinessDetails, { body }),
    onSuccess: (saved) => queryClient.setQueryData(businessDetailsQuery.queryKey, saved),
  });
}

/** The server's field messages of a refusal, per business field; true when there was one. */
export function businessErrorsOf(error: unknown): Partial<Record<BusinessField, string>> {
  const found: Partial<Record<BusinessField, string>> = {};
  for (const field of BUSINESS_FIELDS) {
    const message = firstFieldError(error, field);
    if (message) found[field] = message;
  }
  return found;
}

/**
 * A business details form: the remembered details until the customer types, each field's
 * message, and `settled`, the values as they stood when a field was last left (what the tax
 * quote asks about, so that it is not asked at every keystroke).
 */
export function useBusinessForm() {
  const remembered = useRememberedBusiness();
  const [typed, setTyped] = useState<BusinessDetails | null>(null);
  const [settled, setSettled] = useState<BusinessDetails | null>(null);
  const [errors, setErrors] = useState<Partial<Record<BusinessField, string>>>({});
  const [open, setOpen] = useState<boolean | null>(null);
  const id = useId();
  const value = typed ?? remembered.data ?? NO_BUSINESS;
  const given = BUSINESS_FIELDS.some((field) => value[field].trim() !== '');

  return {
    value,
    /** What the checkout sends: the details once the customer typed or some are remembered, else none. */
    toSend: typed !== null || given ? value : {},
    errors,
    /** As the customer left it; at first, open when details are there (remembered). */
    open: open ?? given,
    setOpen,
    /** Marks the fields' wrapper, so that a message's field can be found and focused. */
    id,
    /** A field's new value; `settle` when it is final at once (a country chosen from the list). */
    change(field: BusinessField, next: string, settle = false) {
      const changed = { ...value, [field]: next };
      setTyped(changed);
      if (settle) setSettled(changed);
      if (errors[field]) setErrors({ ...errors, [field]: undefined });
    },
    settle: () => setSettled(value),
    settled: settled ?? value,
    /** Shows the server's messages (opening the section); true when one was for these fields. */
    showErrors(error: unknown): boolean {
      const found = businessErrorsOf(error);
      setErrors(found);
      const first = BUSINESS_FIELDS.find((field) => found[field]);
      if (!first) return false;
      setOpen(true);
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>(`[data-business-form="${CSS.escape(id)}"] [name="${first}"]`)
          ?.focus(),
      );
      return true;
    },
  };
}

export type BusinessForm = ReturnType<typeof useBusinessForm>;

/**
 * What `amount` comes to with the tax this buyer pays, while the shop charges taxes (site config
 * `taxes: 'oss'`); disabled (no request) while taxes are off, when the price is what is charged.
 */
export function useTaxQuote(amount: string | null, business: BusinessDetails) {
  const { config } = useSiteConfig();
  const on = config.taxes === 'oss';
  const query = useQuery({
    queryKey: ['tax-quote', amount, business],
    queryFn: () => request(paymentsApi.taxQuote, { body: { amount: amount!, ...business } }),
    enabled: on && amount !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    data: on ? query.data : undefined,
    error: on ? query.error : null,
    /** Taxes are on and the total with them is not known yet (or could not be): no paying until it is. */
    unknown: on && (!query.data || query.isError),
  };
}
