import { paths } from '@/config/paths';

/** /vin-table?vin=… — the shareable address of a VIN's datacard. */
export const vinTableHref = (vin: string) => `${paths.vinTable.getHref()}?${new URLSearchParams({ vin })}`;

/** /vin-code?vin=… — the input page pre-filled with a VIN to correct. */
export const vinCodeHref = (vin?: string) =>
  vin ? `${paths.vinCode.getHref()}?${new URLSearchParams({ vin })}` : paths.vinCode.getHref();
