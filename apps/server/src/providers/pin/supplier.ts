/**
 * An upstream supplier's HTTP API: POST {SUPPLIER_URL}/pins with the order, bearer key, JSON
 * answer {"pin": "..."}. Timeouts and 5xx are retried by the job worker; a 4xx is final.
 */
import { PinRefusedError, type PinProvider } from './provider.js';

export function createSupplierPinProvider(opts: {
  url: string;
  apiKey: string;
  timeoutMs: number;
}): PinProvider {
  const endpoint = `${opts.url.replace(/\/$/, '')}/pins`;
  return {
    name: 'supplier',
    async obtain(request) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${opts.apiKey}`,
          'idempotency-key': request.orderId,
        },
        body: JSON.stringify({
          order_id: request.orderId,
          comand: request.comand,
          map_region: request.mapRegion,
          version: request.version,
          vin: request.vin,
        }),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      const text = await res.text();
      if (res.status >= 400 && res.status < 500) {
        throw new PinRefusedError(`supplier refused the order (${res.status}): ${text.slice(0, 200)}`);
      }
      if (!res.ok) throw new Error(`supplier answered ${res.status}`);
      let pin: unknown;
      try {
        pin = (JSON.parse(text) as { pin?: unknown }).pin;
      } catch {
        throw new Error('supplier answered with invalid JSON');
      }
      if (typeof pin !== 'string' || !/^[A-Za-z0-9-]{4,64}$/.test(pin))
        throw new Error('supplier answered without a PIN');
      return { kind: 'ready', pin, demo: false };
    },
  };
}
