import { isEmailShape } from '@navihub/contract/email';
import { messages } from '@navihub/contract/messages';
import { CURRENCY } from '@navihub/contract/rules';
import { CreditCard } from 'lucide-react';
import { checkVinForHeadUnit } from '@navihub/contract/vin/form-check';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PaypalButton } from '@/components/ui/paypal-button';
import { paths } from '@/config/paths';
import { firstFieldError } from '@/lib/api-errors';
import { formatTimeAgo } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useSiteConfig } from '@/lib/site-config';
import { toastError } from '@/lib/toast';
import { cardAmount, usePrice } from '../api/code-price';
import { generatesWithoutPaying, paidWith, useEntitlement } from '../hooks/use-entitlement';
import { generateErrorMessage, useGenerateCode } from '../api/generate-code';
import { recentPurchaseOf } from '../api/recent-purchase';
import { useStartCardPayment } from '../api/start-card-payment';
import { paymentMethodTexts as m } from '../payment-method-texts';
import { paymentsTexts } from '../texts';
import { AmountLine } from './amount-line';
import { clearOrderDraft, loadInvoiceEmail, saveInvoiceEmail } from '../lib/order-draft';
import { OrderSummary, type CodeOrder } from './order-summary';
import { LazyVinWarningDialog } from './lazy-vin-warning-dialog';

const t = paymentsTexts.payment;

function emailProblem(value: string): string | undefined {
  return isEmailShape(value.trim()) ? undefined : messages.emailFormat;
}

/**
 * The card payment of a navigation code (spec §4 "Payment page"). The invoice e-mail is there from
 * the start with what it is for (a signed-in user's prefilled); a missing or wrong one gets its
 * message and the focus (issue 17: a first click that only revealed it looked like nothing).
 * Once the provider has answered the page is leaving, so further submits are ignored.
 */
export function PaymentForm({ order }: { order: CodeOrder }) {
  const navigate = useNavigate();
  const { tokens, user } = useSession();
  const price = usePrice();
  const { config } = useSiteConfig();
  const entitlement = useEntitlement();
  const startPayment = useStartCardPayment();
  const generate = useGenerateCode();
  const methodsId = useId();
  const emailInput = useRef<HTMLInputElement>(null);

  // A generate with a point or a subscription use that waits for "Generate anyway" (VIN warnings).
  const [toConfirm, setToConfirm] = useState<CodeOrder | null>(null);
  // Until the customer types, a signed-in user's e-mail fills the field (it may arrive after the page).
  // (or the one typed before a cancelled payment).
  const [typedEmail, setTypedEmail] = useState<string | null>(loadInvoiceEmail);
  const [emailError, setEmailError] = useState<string>();
  const [triedToPay, setTriedToPay] = useState(false);
  // Set once the provider's page is on its way; a ref so that a second submit in the same tick sees it.
  const inProgress = useRef(false);
  const [redirecting, setRedirecting] = useState(false);
  // The way the customer chose to pay, while that payment is being opened or the page is leaving.
  const [method, setMethod] = useState<'card' | 'paypal'>('card');
  // The server's word that PayPal is not offered after all (its settings changed): no PayPal button.
  const [paypalRefused, setPaypalRefused] = useState<string>();
  // The same PIN bought by this e-mail in the last day: asked before paying again (issue 31).
  const [checkingRecent, setCheckingRecent] = useState(false);
  const [boughtBefore, setBoughtBefore] = useState<{
    at: Date;
    method: 'card' | 'paypal' | 'entitlement';
  } | null>(null);

  const signedIn = Boolean(tokens);
  const discount = user?.discount ?? 0;
  const amount = price.data ? cardAmount(price.data.amount, discount) : null;
  const email = typedEmail ?? (signedIn ? (user?.email ?? '') : '');

  const payByCard = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void pay('card');
  };

  /**
   * Both ways to pay check the invoice e-mail alike, then ask whether the same PIN was bought in
   * the last day (issue 31: Back, Back, pay again), then open the provider's page.
   */
  const pay = async (chosen: 'card' | 'paypal', again = false) => {
    if (inProgress.current || startPayment.isPending || checkingRecent || !amount) return;
    setTriedToPay(true);
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem) {
      emailInput.current?.focus();
      return;
    }
    setMethod(chosen);
    if (!again) {
      setCheckingRecent(true);
      const boughtAt = await recentPurchaseOf(order, email.trim());
      setCheckingRecent(false);
      if (boughtAt) {
        setBoughtBefore({ at: boughtAt, method: chosen });
        return;
      }
    }
    setBoughtBefore(null);
    saveInvoiceEmail(email.trim());
    startPayment.mutate(
      {
        ...order,
        amount,
        email: email.trim(),
        currency: CURRENCY,
        ...(chosen === 'paypal' ? { method: 'paypal' as const } : {}),
      },
      {
        onSuccess: (paymentUrl) => {
          if (!paymentUrl) {
            console.error('The payment answer carries no payment_url');
            return;
          }
          inProgress.current = true;
          setRedirecting(true);
          window.location.assign(paymentUrl);
        },
        onError: (error) => {
          inProgress.current = false;
          setRedirecting(false);
          const serverEmailError = firstFieldError(error, 'email');
          if (serverEmailError) setEmailError(serverEmailError);
          const methodError = chosen === 'paypal' ? firstFieldError(error, 'method') : undefined;
          if (methodError) setPaypalRefused(methodError);
          else toastError(messages.paymentStartFailed);
        },
      },
    );
  };

  /** A point or a subscription use: asked, like a payment, whether the same PIN was bought in the last day. */
  const generateWithEntitlement = async (again = false) => {
    if (checkingRecent || generate.isPending) return;
    if (!again) {
      setCheckingRecent(true);
      const boughtAt = await recentPurchaseOf(order, email.trim());
      setCheckingRecent(false);
      if (boughtAt) {
        setBoughtBefore({ at: boughtAt, method: 'entitlement' });
        return;
      }
    }
    setBoughtBefore(null);
    // A point or a subscription use is spent at once: with a VIN warning, ask once first.
    if (checkVinForHeadUnit(order.vin, order.comand).warnings.length > 0) setToConfirm(order);
    else generateNow();
  };

  const generateNow = () => {
    generate.mutate(
      {
        comand: order.comand,
        map_region: order.map_region,
        version: order.version,
        vin: order.vin,
        ...paidWith(entitlement),
      },
      {
        onSuccess: (orderId) => {
          clearOrderDraft();
          void navigate(`${paths.success.getHref()}?${new URLSearchParams({ orderId }).toString()}`);
        },
        onError: (error) => toastError(generateErrorMessage(error)),
      },
    );
  };

  const paying = startPayment.isPending || redirecting;
  const payingByCard = paying && method === 'card';
  const payingByPaypal = paying && method === 'paypal';
  const offersPaypal = config.payment_methods.includes('paypal') && !paypalRefused;
  const busy = paying || generate.isPending || checkingRecent;
  const cannotPay = !amount || entitlement.kind === 'loading';
  const vinWarnings = checkVinForHeadUnit(order.vin, order.comand).warnings;

  return (
    <form onSubmit={payByCard} noValidate aria-label={t.formLabel} className="grid gap-6">
      <OrderSummary order={order}>
        <AmountLine price={price} discount={discount} />
      </OrderSummary>

      <FormField label={t.email} error={emailError} description={t.emailHint}>
        {(field) => (
          <Input
            {...field}
            ref={emailInput}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t.emailPlaceholder}
            value={email}
            readOnly={paying}
            onChange={(event) => {
              setTypedEmail(event.target.value);
              if (triedToPay) setEmailError(emailProblem(event.target.value));
            }}
          />
        )}
      </FormField>

      {vinWarnings.length > 0 && (
        <div className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{t.vinWarning}</p>
          <ul className="grid list-disc gap-1 pl-5">
            {vinWarnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="grid gap-2">
        <p id={methodsId} className="text-sm font-medium text-slate-800">
          {t.methods}
        </p>
        <div role="group" aria-labelledby={methodsId} className="grid gap-3 sm:grid-cols-2">
          <Button
            type="submit"
            variant="outline"
            size="lg"
            className="w-full border-2 border-accent"
            isLoading={payingByCard}
            disabled={cannotPay || busy}
          >
            {!payingByCard && <CreditCard className="size-5" aria-hidden="true" />}
            {t.creditCard}
          </Button>
          {/* The wallet-pay mount point (spec §2): PayPal's button, when the shop offers PayPal. */}
          <div id="wallet-pay-button" className="empty:hidden">
            {offersPaypal && (
              <PaypalButton
                size="lg"
                className="w-full"
                isLoading={payingByPaypal}
                disabled={cannotPay || busy}
                onClick={() => void pay('paypal')}
              />
            )}
          </div>
        </div>
      </div>

      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {payingByPaypal
          ? redirecting
            ? m.redirectingPaypal
            : m.openingPaypal
          : redirecting
            ? t.redirecting
            : ''}
      </p>
      {boughtBefore && (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>
            {t.boughtBefore(formatTimeAgo(boughtBefore.at))}{' '}
            {signedIn ? (
              <Link to={paths.profile.orders.getHref()} className="font-medium underline underline-offset-4">
                {t.seeIt}
              </Link>
            ) : (
              t.sentTo(email.trim())
            )}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              boughtBefore.method === 'entitlement'
                ? void generateWithEntitlement(true)
                : void pay(boughtBefore.method, true)
            }
          >
            {t.buyAgain}
          </Button>
        </div>
      )}
      {paypalRefused && (
        <p role="alert" className="text-sm text-red-700">
          {paypalRefused}
        </p>
      )}
      {price.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t.priceUnavailable}
        </p>
      )}

      {generatesWithoutPaying(entitlement) ? (
        <div className="grid gap-2 border-t border-slate-200 pt-4">
          <p role="status" className="font-semibold text-slate-900">
            {entitlement.kind === 'subscription'
              ? paymentsTexts.amount.subscriptionActive
              : entitlement.kind === 'points'
                ? paymentsTexts.amount.points(entitlement.points)
                : null}
          </p>
          <Button
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
            onClick={() => void generateWithEntitlement()}
            isLoading={generate.isPending}
            disabled={busy}
          >
            {t.generate}
          </Button>
        </div>
      ) : (
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:justify-self-start"
          isLoading={payingByCard}
          disabled={cannotPay || busy}
        >
          {t.buyNow}
        </Button>
      )}
      <LazyVinWarningDialog
        order={toConfirm}
        onGenerate={() => {
          setToConfirm(null);
          generateNow();
        }}
        onCancel={() => setToConfirm(null)}
      />
    </form>
  );
}
