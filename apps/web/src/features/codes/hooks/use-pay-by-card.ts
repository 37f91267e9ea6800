import { messages } from '@navihub/contract/messages';
import { firstFieldError } from '@/lib/api-errors';
import { toastError } from '@/lib/toast';
import { usePayAtProvider, type ProviderPaymentNeeds } from './use-pay-at-provider';

/** Paying by card on the provider's page (spec §4 "Payment page"); a refusal is a toast. */
export function usePayByCard(needs: ProviderPaymentNeeds) {
  return usePayAtProvider('card', needs, (error) => {
    const emailError = firstFieldError(error, 'email');
    if (emailError) needs.invoiceEmail.showError(emailError);
    toastError(messages.paymentStartFailed);
  });
}
