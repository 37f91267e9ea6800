import { findVinHints } from '@navihub/contract/vin/hints';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toastError } from '@/lib/toast';
import { generateErrorMessage, useGenerateCode } from '../api/generate-code';
import type { CodeOrder } from '../components/order-summary';
import { clearOrderDraft } from '../lib/order-draft';
import type { BoughtBefore } from './use-bought-before';
import type { Consent } from './use-consent';
import { paidWith, type Entitlement } from './use-entitlement';

/**
 * 'Generate' with a navigation point or a day of an active subscription (spec §4): one request,
 * the same for both (`paidWith` says which pays, the subscription first). Asked, like a payment,
 * whether the same PIN was bought in the last day; a point or a day is spent at once, so with a VIN
 * warning the customer confirms once first ("Generate anyway"). The success page follows.
 */
export function usePayWithEntitlement({
  order,
  entitlement,
  email,
  boughtBefore,
  consent,
}: {
  order: CodeOrder;
  entitlement: Entitlement;
  /** The invoice e-mail as typed: the bought-before question is asked for it. */
  email: string;
  boughtBefore: BoughtBefore;
  /** The two consent boxes (issue 32): without both ticked, nothing is spent. */
  consent: Consent;
}) {
  const navigate = useNavigate();
  const generate = useGenerateCode();
  // Waiting for "Generate anyway" (VIN warnings).
  const [toConfirm, setToConfirm] = useState<CodeOrder | null>(null);

  const generateNow = () => {
    const given = consent.check();
    if (!given) return;
    generate.mutate(
      {
        comand: order.comand,
        map_region: order.map_region,
        version: order.version,
        vin: order.vin,
        consent: given,
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

  const pay = async (again = false): Promise<void> => {
    if (boughtBefore.checking || generate.isPending) return;
    if (!consent.check()) return;
    if (!again && (await boughtBefore.asksFirst(email.trim(), 'entitlement'))) return;
    boughtBefore.dismiss();
    if (findVinHints(order.vin, order.comand).warnings.length > 0) setToConfirm(order);
    else generateNow();
  };

  return {
    pay: () => void pay(),
    /** "Buy again" after "You bought this PIN … ago". */
    payAgain: () => void pay(true),
    paying: generate.isPending,
    /** The order waiting for "Generate anyway", or null. */
    toConfirm,
    confirm() {
      setToConfirm(null);
      generateNow();
    },
    cancel() {
      setToConfirm(null);
    },
  };
}
