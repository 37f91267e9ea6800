/**
 * Where PINs come from. The shop never computes activation codes itself: a PinProvider obtains
 * them from a supplier, from staff (manual), or — for trying the shop — the labelled demo provider.
 */
export interface PinRequest {
  orderId: string;
  comand: string;
  mapRegion: string;
  version: string;
  vin: string;
}

export type PinResult =
  | { kind: 'ready'; pin: string; demo: boolean }
  /** Staff will enter the PIN later (manual fulfilment). */
  | { kind: 'awaiting-staff' };

export interface PinProvider {
  readonly name: 'demo' | 'supplier' | 'manual';
  obtain(request: PinRequest): Promise<PinResult>;
}

/** The supplier refused the order (4xx): retrying will not help. */
export class PinRefusedError extends Error {}
