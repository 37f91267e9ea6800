import type { Config } from '../../config.js';
import { createDemoPinProvider } from './demo.js';
import { createManualPinProvider } from './manual.js';
import type { PinProvider } from './provider.js';
import { createSupplierPinProvider } from './supplier.js';

export function pinProviderFromConfig(config: Config): PinProvider {
  switch (config.PIN_PROVIDER) {
    case 'supplier':
      return createSupplierPinProvider({
        url: config.SUPPLIER_URL!,
        apiKey: config.SUPPLIER_API_KEY!,
        timeoutMs: config.SUPPLIER_TIMEOUT_MS,
      });
    case 'manual':
      return createManualPinProvider();
    default:
      return createDemoPinProvider(config.DEMO_PIN_SECRET);
  }
}
