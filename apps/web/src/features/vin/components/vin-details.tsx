import { countryName, steeringName } from '@/lib/vin-summary';
import { vinTexts } from '../texts';
import type { DecodedVin } from '../api/decode-vin';

type Row = { key: string; label: string; value: string };

/** Key/value rows of a decoded VIN; values that the VIN's layout does not carry are left out. */
export function detailRows(vin: DecodedVin): Row[] {
  const { rows, unknown } = vinTexts;
  const steering = steeringName(vin.steering);
  const list: (Row | null)[] = [
    { key: 'vin', label: rows.vin, value: vin.vin },
    { key: 'maker', label: rows.maker, value: vin.maker ?? `${unknown} (WMI ${vin.wmi})` },
    { key: 'country', label: rows.country, value: countryName(vin) ?? unknown },
    vin.region ? { key: 'region', label: rows.region, value: vinTexts.regions[vin.region] } : null,
    { key: 'layout', label: rows.layout, value: vinTexts.layouts[vin.layout] },
    vin.isMercedes ? { key: 'series', label: rows.series, value: vin.series?.name ?? unknown } : null,
    vin.modelCode ? { key: 'modelCode', label: rows.modelCode, value: vin.modelCode } : null,
    steering ? { key: 'steering', label: rows.steering, value: steering } : null,
    vin.isMercedes
      ? { key: 'plant', label: rows.plant, value: `${vin.plant ?? unknown} (${vin.plantCode})` }
      : null,
    vin.modelYear !== null ? { key: 'modelYear', label: rows.modelYear, value: String(vin.modelYear) } : null,
    {
      key: 'checkDigit',
      label: rows.checkDigit,
      value: vin.checkDigit
        ? vin.checkDigit.valid
          ? vinTexts.checkDigitValid(vin.checkDigit.actual)
          : vinTexts.checkDigitInvalid(vin.checkDigit.actual, vin.checkDigit.expected)
        : vinTexts.checkDigitNotUsed,
    },
    { key: 'serial', label: rows.serial, value: vin.serial },
    vin.isMercedes
      ? {
          key: 'headUnits',
          label: rows.headUnits,
          value: vin.headUnits.length > 0 ? vin.headUnits.join(', ') : vinTexts.noHeadUnits,
        }
      : null,
  ];
  return list.filter((row): row is Row => row !== null);
}

export function VinDetails({ vin }: { vin: DecodedVin }) {
  return (
    <dl
      aria-label={vinTexts.detailsLabel}
      className="grid divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
    >
      {detailRows(vin).map((row) => (
        <div
          key={row.key}
          className="grid gap-0.5 px-4 py-2 sm:grid-cols-[12rem_1fr] sm:items-baseline sm:gap-4"
        >
          <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
          <dd className="break-words text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
