/** Italian texts of vin-hint-texts.ts (docs/decisions/062): the head unit is the sistema di navigazione. */
import type { Translation } from '@/i18n/translated';
import type { vinHintTexts as english } from './vin-hint-texts';

export const vinHintTexts: Translation<typeof english> = {
  checkDigit: (actual: string, expected: string) =>
    `La cifra di controllo di questo VIN non corrisponde (in posizione 9 c’è «${actual}», era atteso «${expected}»). Verifichi che il VIN non contenga errori di battitura.`,
  unknownHeadUnit: (comand: string, sold: string) =>
    `«${comand}» non è tra i sistemi di navigazione che vendiamo (${sold}).`,
  notMercedes: (maker: string) =>
    `Questo VIN non sembra un VIN Mercedes-Benz: appartiene al costruttore ${maker}. Verifichi il VIN.`,
  notMercedesUnknownMaker: (wmi: string) =>
    `Questo VIN non sembra un VIN Mercedes-Benz: appartiene a un costruttore sconosciuto (WMI ${wmi}). Verifichi il VIN.`,
  seriesUnknown: (comand: string) =>
    `Non è stato possibile identificare la serie del modello da questo VIN, quindi non possiamo confermare che il veicolo monti ${comand}. Si assicuri che il sistema di navigazione della Sua auto sia ${comand}.`,
  seriesWithoutHeadUnit: (series: string, comand: string, headUnits: string) =>
    `Non ci risulta che la serie ${series} monti ${comand} (può montare ${headUnits}). Si assicuri che il sistema di navigazione della Sua auto sia ${comand}.`,
  seriesWithoutAnyHeadUnit: (series: string, comand: string) =>
    `Non ci risulta che la serie ${series} monti ${comand} (per questa serie non risulta nessuno dei sistemi di navigazione che vendiamo). Si assicuri che il sistema di navigazione della Sua auto sia ${comand}.`,
};
