import { useEffect, useState } from 'react';
import type { checkVinForHeadUnit } from '@navihub/contract/vin/form-check';

/**
 * The VIN check (the contract's VIN decoder: its makers, plants and series tables) is fetched once
 * the VIN field can be used or the form is sent, not with /navipin's first screen (decision 029).
 */
export type VinCheck = typeof checkVinForHeadUnit;

let loading: Promise<VinCheck> | null = null;
let loaded: VinCheck | null = null;

export function loadVinCheck(): Promise<VinCheck> {
  // A failed fetch (the network dropped) is tried again at the next use.
  loading ??= import('@navihub/contract/vin/form-check').then(
    (m) => (loaded = m.checkVinForHeadUnit),
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
