import { COUNTRY_CODES } from '@navihub/contract/business';
import { useMemo } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { activeLocale } from '@/i18n/translated';
import { cn } from '@/lib/cn';
import type { BusinessForm } from '@/lib/business-details';
import { businessTexts as t } from './business-texts';

/** The countries by their names in the page's language (the list a country is chosen from). */
function useCountries(): Array<{ code: string; name: string }> {
  const locale = activeLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return [...COUNTRY_CODES]
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
}

/**
 * A business buyer's four fields (decision 065): company name, address, country, VAT number, each
 * labelled with its message announced. `settle` runs when a field is left (the tax quote's cue).
 */
export function BusinessFields({ form, disabled }: { form: BusinessForm; disabled?: boolean }) {
  const countries = useCountries();
  const { value, errors } = form;
  return (
    <div data-business-form={form.id} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label={t.companyName} error={errors.company_name}>
          {(field) => (
            <Input
              {...field}
              name="company_name"
              autoComplete="organization"
              maxLength={200}
              value={value.company_name}
              readOnly={disabled}
              onChange={(event) => form.change('company_name', event.target.value)}
              onBlur={form.settle}
            />
          )}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label={t.address} error={errors.address} description={t.addressHint}>
          {(field) => (
            <Textarea
              {...field}
              name="address"
              autoComplete="street-address"
              rows={3}
              maxLength={500}
              value={value.address}
              readOnly={disabled}
              onChange={(event) => form.change('address', event.target.value)}
              onBlur={form.settle}
            />
          )}
        </FormField>
      </div>
      <FormField label={t.country} error={errors.country}>
        {(field) => (
          <select
            {...field}
            name="country"
            autoComplete="country"
            value={value.country}
            disabled={disabled}
            onChange={(event) => form.change('country', event.target.value, true)}
            onBlur={form.settle}
            className={cn(
              'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm',
              'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/60',
              'aria-[invalid=true]:border-red-600',
            )}
          >
            <option value="">{t.noCountry}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t.vatNumber} error={errors.vat_number} description={t.vatNumberHint}>
        {(field) => (
          <Input
            {...field}
            name="vat_number"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={value.vat_number}
            readOnly={disabled}
            onChange={(event) => form.change('vat_number', event.target.value)}
            onBlur={form.settle}
          />
        )}
      </FormField>
    </div>
  );
}

/** The fields in a section the customer opens ("Buying as a business?"), open when details are there. */
export function BusinessSection({ form, disabled }: { form: BusinessForm; disabled?: boolean }) {
  return (
    <details
      open={form.open}
      onToggle={(event) => form.setOpen(event.currentTarget.open)}
      className="group rounded-md border border-slate-200 p-3"
    >
      <summary className="cursor-pointer text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-accent/60">
        {t.summary}
      </summary>
      {/* Drawn only while open: nothing hidden in it takes the keyboard's focus. */}
      {form.open && (
        <div className="grid gap-3 pt-3">
          <p className="text-sm text-slate-600">{t.intro}</p>
          <BusinessFields form={form} disabled={disabled} />
        </div>
      )}
    </details>
  );
}
