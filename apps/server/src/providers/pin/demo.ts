/**
 * The demo provider: a deterministic 6-character code, an HMAC of the order fields under a secret.
 * It is labelled as a demo code everywhere it is shown and refused in production. It is not, and
 * does not imitate, any vehicle maker's algorithm.
 */
import { createHmac } from 'node:crypto';
import type { PinProvider } from './provider.js';

// No 0/O or 1/I, so a customer can copy the code by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function createDemoPinProvider(secret: string): PinProvider {
  return {
    name: 'demo',
    async obtain(request) {
      const digest = createHmac('sha256', secret)
        .update(
          [request.orderId, request.comand, request.mapRegion, request.version, request.vin].join('\u0000'),
        )
        .digest();
      let pin = '';
      for (let i = 0; i < 6; i++) pin += ALPHABET[digest[i]! % ALPHABET.length];
      return { kind: 'ready', pin, demo: true };
    },
  };
}
