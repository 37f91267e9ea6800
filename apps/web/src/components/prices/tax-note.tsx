import type { ShownTax } from '@/lib/shown-tax';
import { cn } from '@/lib/cn';
import { priceTaxTexts as t } from './texts';

/** The VAT a price beside it carries ('incl. VAT 19 %', 'plus VAT'); nothing while taxes are off (decision 072). */
export function TaxNote({ tax, className }: { tax: ShownTax | null; className?: string }) {
  if (!tax) return null;
  const text =
    tax.kind === 'included'
      ? t.included(tax.rate)
      : tax.kind === 'unknown'
        ? t.plus
        : tax.reverseCharge
          ? t.reverseCharge
          : t.none;
  return (
    <span data-testid="tax-note" className={cn('text-sm font-normal', className)}>
      {text}
    </span>
  );
}
