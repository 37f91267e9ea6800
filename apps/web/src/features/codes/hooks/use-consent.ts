import { givenConsent, type ConsentBody } from '@navihub/contract/consent';
import { useRef, useState } from 'react';
import { activeLocale } from '@/i18n/translated';

type Box = 'immediateDelivery' | 'waiverAcknowledged';
const boxes: Box[] = ['immediateDelivery', 'waiverAcknowledged'];

export type Consent = ReturnType<typeof useConsent>;

/**
 * The two boxes a consumer ticks before a PIN is delivered at once (issue 32, decision 057): both
 * start unticked; every way to pay asks `check()` first, which without both shows a message on
 * each unticked box, moves the focus to the first, and lets nothing be sent. The boxes and their
 * messages are drawn by components/consent-boxes.tsx (`errors` says which box misses its tick);
 * the consent says the page's language, in which the boxes were shown.
 */
export function useConsent() {
  const [ticked, setTicked] = useState<Record<Box, boolean>>({
    immediateDelivery: false,
    waiverAcknowledged: false,
  });
  const [errors, setErrors] = useState<Partial<Record<Box, boolean>>>({});
  const inputs = {
    immediateDelivery: useRef<HTMLInputElement>(null),
    waiverAcknowledged: useRef<HTMLInputElement>(null),
  };

  return {
    ticked,
    errors,
    inputs,
    toggle(box: Box, value: boolean) {
      setTicked((now) => ({ ...now, [box]: value }));
      if (value) setErrors((now) => ({ ...now, [box]: false }));
    },
    /** The consent to send when both boxes are ticked, without showing anything. */
    given(): ConsentBody | undefined {
      return ticked.immediateDelivery && ticked.waiverAcknowledged ? givenConsent(activeLocale()) : undefined;
    },
    /** The consent to send, or undefined after each unticked box got its message. */
    check(): ConsentBody | undefined {
      const missing = boxes.filter((box) => !ticked[box]);
      setErrors(Object.fromEntries(missing.map((box) => [box, true])));
      if (missing.length === 0) return givenConsent(activeLocale());
      inputs[missing[0]!].current?.focus();
      return undefined;
    },
  };
}
