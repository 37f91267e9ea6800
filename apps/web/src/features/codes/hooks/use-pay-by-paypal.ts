import { messages } from '@navihub/contract/messages';
import { useState } from 'react';
import { firstFieldError } from '@/lib/api-errors';
import { useSiteConfig } from '@/lib/site-config';
import { toastError } from '@/lib/toast';
import { usePayAtProvider, type ProviderPaymentNeeds } from './use-pay-at-provider';

/**
 * Paying with PayPal on PayPal's page, when the shop offers it. The server's word that PayPal is
 * not offered after all (its settings changed) takes the PayPal button away and is shown instead.
 */
export function usePayByPayPal(needs: ProviderPaymentNeeds) {
  const { config } = useSiteConfig();
  const [refused, setRefused] = useState<string>();
  const payment = usePayAtProvider('paypal', needs, (error) => {
    const emailError = firstFieldError(error, 'email');
    if (emailError) needs.invoiceEmail.showError(emailError);
    const methodError = firstFieldError(error, 'method');
    if (methodError) setRefused(methodError);
    else toastError(messages.paymentStartFailed);
  });
  return { ...payment, offered: config.payment_methods.includes('paypal') && !refused, refused };
}
