/**
 * The code order the customer is placing (head unit, region, version, VIN), kept in the tab's
 * session storage from the moment they press the form's button until the order is paid or
 * generated: going back from /payment, or cancelling at the card checkout, finds the form filled.
 */
export interface OrderDraft {
  comand: string;
  map_region: string;
  version: string;
  vin: string;
}

const KEY = 'navihub.code-order';
const EMAIL_KEY = 'navihub.invoice-email';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off (private mode of some browsers): the form simply starts empty.
    return null;
  }
}

export function saveOrderDraft(draft: OrderDraft): void {
  const { comand, map_region, version, vin } = draft;
  try {
    storage()?.setItem(KEY, JSON.stringify({ comand, map_region, version, vin }));
  } catch {
    // Full or refused storage: nothing to keep, nothing lost but the convenience.
  }
}

/** The kept order, or null when there is none (or what is kept is not an order). */
export function loadOrderDraft(): OrderDraft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  const draft = {
    comand: text('comand'),
    map_region: text('map_region'),
    version: text('version'),
    vin: text('vin'),
  };
  return draft.vin ? draft : null;
}

/**
 * The invoice e-mail typed on /payment, kept with the order when the customer leaves for the
 * provider's page: Try again after a cancelled payment finds it filled in (issue 31).
 */
export function saveInvoiceEmail(email: string): void {
  try {
    storage()?.setItem(EMAIL_KEY, email);
  } catch {
    // Nothing kept but the convenience.
  }
}

export function loadInvoiceEmail(): string | null {
  try {
    return storage()?.getItem(EMAIL_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The order is placed (generated, or paid): the next form starts empty. */
export function clearOrderDraft(): void {
  try {
    storage()?.removeItem(KEY);
    storage()?.removeItem(EMAIL_KEY);
  } catch {
    // Nothing kept.
  }
}
