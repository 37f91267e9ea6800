import type { Config } from '../../config.js';
import { createDemoPinProvider } from './demo.js';
import { createManualPinProvider } from './manual.js';
import type { PinProvider } from './provider.js';
import { createSupplierPinProvider } from './supplier.js';

export function pinProviderFromConfig(config: Config): PinProvider {
  // config.supplier is there exactly when PIN_PROVIDER=supplier (config.ts refuses it incomplete).
  if (config.supplier) return createSupplierPinProvider(config.supplier);
  switch (config.PIN_PROVIDER) {
    case 'manual':
      return createManualPinProvider();
    default:
      return createDemoPinProvider(config.DEMO_PIN_SECRET);
  }
}
