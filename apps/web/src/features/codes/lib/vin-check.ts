import { useEffect, useState } from 'react';
import { withCatalogs } from '@/i18n/catalogs';
import type { checkVinInLanguage } from './vin-hints';

/**
 * The VIN check (the contract's VIN decoder: its makers, plants and series tables, and the hints'
 * texts in the page's language) is fetched once the VIN field can be used or the form is sent, not
 * with /navipin's first screen (decision 029).
 */
export type VinCheck = typeof checkVinInLanguage;

let loading: Promise<VinCheck> | null = null;
let loaded: VinCheck | null = null;

export function loadVinCheck(): Promise<VinCheck> {
  // A failed fetch (the network dropped) is tried again at the next use.
  loading ??= import('./vin-hints').then(withCatalogs).then(
    (m) => (loaded = m.checkVinInLanguage),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The VIN check once it is there (null until then); it is fetched while `wanted`. */
export function useVinCheck(wanted: boolean): VinCheck | null {
  const [check, setCheck] = useState<VinCheck | null>(() => loaded);
  useEffect(() => {
    if (!wanted || check) return;
    let live = true;
    loadVinCheck().then(
      (loadedCheck) => {
        if (live) setCheck(() => loadedCheck);
      },
      (error: unknown) => console.error('Loading the VIN check failed', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, check]);
  return check;
}
