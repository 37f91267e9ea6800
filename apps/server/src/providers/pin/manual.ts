/** Manual fulfilment: the order waits until staff enter the PIN (`npm run orders -- fulfil`). */
import type { PinProvider } from './provider.js';

export function createManualPinProvider(): PinProvider {
  return { name: 'manual', obtain: async () => ({ kind: 'awaiting-staff' }) };
}
