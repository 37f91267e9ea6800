import { CreditCard } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PaypalButton } from '@/components/ui/paypal-button';
import { BusinessSection } from '@/components/forms/business-fields';
import { businessTexts } from '@/components/forms/business-texts';
import { businessErrorsOf, useBusinessForm, useTaxQuote } from '@/lib/business-details';
import { useSession } from '@/lib/session';
import { shownTaxOf, type ShownTax } from '@/lib/shown-tax';
import { cardAmount, usePrice } from '../api/code-price';
import { useBoughtBefore } from '../hooks/use-bought-before';
import { useConsent } from '../hooks/use-consent';
import { generatesWithoutPaying, useEntitlement } from '../hooks/use-entitlement';
import { useInvoiceEmail } from '../hooks/use-invoice-email';
import { usePayByCard } from '../hooks/use-pay-by-card';
import { usePayByPayPal } from '../hooks/use-pay-by-paypal';
import { usePayWithEntitlement } from '../hooks/use-pay-with-entitlement';
import { checkVinInLanguage } from '../lib/vin-hints';
import { paymentMethodTexts as m } from '../payment-method-texts';
import { consentPageTexts as c } from '../consent-texts';
import { paymentsTexts } from '../texts';
import { paymentPageTexts } from '../result-texts';
import { AmountLine } from './amount-line';
import { BoughtBeforeAlert } from './bought-before-alert';
import ConsentBoxes from './consent-boxes';
import { LazyVinWarningDialog } from './lazy-vin-warning-dialog';
import { OrderSummary, type CodeOrder } from './order-summary';

const t = paymentPageTexts.payment;

/** The first business field message of a refused tax quote (a VAT number of the wrong shape). */
const businessErrorOf = (error: unknown) => Object.values(businessErrorsOf(error)).find(Boolean);

const UNKNOWN_TAX: ShownTax = { kind: 'unknown' };

/**
 * The payment of a navigation code (spec §4 "Payment page"): the order, the invoice e-mail (there
 * from the start with what it is for; a missing or wrong one gets its message and the focus, issue
 * 17), and the ways to pay, each a hook of its own (hooks/use-pay-*.ts): card and PayPal on the
 * provider's page, or 'Generate' with a point or a subscription day. Fields the customer fills
 * before paying go between the e-mail and the ways to pay: the consent to immediate delivery
 * (issue 32; every way to pay asks it first), then what is bought and its total.
 */
export function PaymentForm({ order }: { order: CodeOrder }) {
  const { user } = useSession();
  const price = usePrice();
  const entitlement = useEntitlement();
  const methodsId = useId();
  const invoiceEmail = useInvoiceEmail();
  const boughtBefore = useBoughtBefore(order);
  const consent = useConsent();
  const business = useBusinessForm();

  const discount = user?.discount ?? 0;
  const amount = price.data ? cardAmount(price.data.amount, discount) : null;
  // With taxes on (decision 065), the total is what the price comes to with this buyer's tax.
  const quote = useTaxQuote(amount, business.settled);
  const quoteRefusal = quote.error;
  // The amount line says the same gross as the total (decision 072); nothing while taxes are off.
  const shownTax = quote.data ? shownTaxOf(quote.data) : quote.unknown ? UNKNOWN_TAX : null;
  const needs = { order, amount, invoiceEmail, boughtBefore, consent, business };
  const card = usePayByCard(needs);
  const paypal = usePayByPayPal(needs);
  const withEntitlement = usePayWithEntitlement({
    order,
    entitlement,
    email: invoiceEmail.value,
    boughtBefore,
    consent,
  });

  const leaving = card.paying || paypal.paying;
  const busy = leaving || withEntitlement.paying || boughtBefore.checking;
  const cannotPay = !amount || entitlement.kind === 'loading' || quote.unknown;
  const vinWarnings = checkVinInLanguage(order.vin, order.comand).warnings;

  const payByCard = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    card.pay();
  };

  return (
    <form onSubmit={payByCard} noValidate aria-label={t.formLabel} className="grid gap-6">
      <OrderSummary order={order}>
        <AmountLine price={price} discount={discount} tax={shownTax} />
      </OrderSummary>

      <FormField label={t.email} error={invoiceEmail.error} description={t.emailHint}>
        {(field) => (
          <Input
            {...field}
            ref={invoiceEmail.input}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t.emailPlaceholder}
            value={invoiceEmail.value}
            readOnly={leaving}
            onChange={invoiceEmail.onChange}
          />
        )}
      </FormField>

      {vinWarnings.length > 0 && (
        <div className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{t.vinWarning}</p>
          <ul className="grid list-disc gap-1 ps-5">
            {vinWarnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}

      <BusinessSection form={business} disabled={leaving} />

      <ConsentBoxes consent={consent} disabled={leaving} />

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
            isLoading={card.paying}
            disabled={cannotPay || busy}
          >
            {!card.paying && <CreditCard className="size-5" aria-hidden="true" />}
            {t.creditCard}
          </Button>
          {/* The wallet-pay mount point (spec §2): PayPal's button, when the shop offers PayPal. */}
          <div id="wallet-pay-button" className="empty:hidden">
            {paypal.offered && (
              <PaypalButton
                size="lg"
                className="w-full"
                isLoading={paypal.paying}
                disabled={cannotPay || busy}
                onClick={paypal.pay}
              />
            )}
          </div>
        </div>
      </div>

      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {paypal.paying
          ? paypal.redirecting
            ? m.redirectingPaypal
            : m.openingPaypal
          : card.redirecting
            ? t.redirecting
            : ''}
      </p>
      {boughtBefore.found && (
        <BoughtBeforeAlert
          at={boughtBefore.found.at}
          email={invoiceEmail.value.trim()}
          onBuyAgain={{ card, paypal, entitlement: withEntitlement }[boughtBefore.found.way].payAgain}
        />
      )}
      {paypal.refused && (
        <p role="alert" className="text-sm text-red-700">
          {paypal.refused}
        </p>
      )}
      {price.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t.priceUnavailable}
        </p>
      )}

      {/* What is bought and its total, right above the button that commits to it (issue 32). */}
      <div data-testid="order-total" className="grid gap-0.5 text-sm text-slate-800">
        <p>{c.buying(order.comand, order.map_region, order.version)}</p>
        {amount && !generatesWithoutPaying(entitlement) && (
          <>
            <p className="text-base font-semibold text-slate-900">{c.total(quote.data?.gross ?? amount)}</p>
            {quote.data?.reverse_charge ? (
              <p>{businessTexts.reverseCharge}</p>
            ) : quote.data && quote.data.taxes === 'oss' && quote.data.country ? (
              <p>
                {businessTexts.taxLine(
                  quote.data.tax_rate,
                  quote.data.country,
                  quote.data.tax,
                  quote.data.net,
                )}
              </p>
            ) : null}
            {quoteRefusal && (
              <p role="alert" className="text-red-700">
                {businessErrorOf(quoteRefusal) ?? businessTexts.taxUnknown}
              </p>
            )}
          </>
        )}
      </div>
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
            onClick={withEntitlement.pay}
            isLoading={withEntitlement.paying}
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
          isLoading={card.paying}
          disabled={cannotPay || busy}
        >
          {t.buyNow}
        </Button>
      )}
      <LazyVinWarningDialog
        order={withEntitlement.toConfirm}
        onGenerate={withEntitlement.confirm}
        onCancel={withEntitlement.cancel}
      />
    </form>
  );
}
