import { messages } from '@navihub/contract/messages';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { firstFieldError } from '@/lib/api-errors';
import { withCatalogs } from '@/i18n/catalogs';
import { toastError } from '@/lib/toast';
import { useConsent } from '../hooks/use-consent';
import { generatesWithoutPaying, paidWith, useEntitlement } from '../hooks/use-entitlement';
import { generateErrorMessage, useGenerateCode } from '../api/generate-code';
import { useComands } from '../api/get-comands';
import { regionsOf, useVariants, versionsOf } from '../api/get-variants';
import { clearOrderDraft, loadOrderDraft, saveOrderDraft } from '../lib/order-draft';
import { loadVinCheck } from '../lib/vin-check';
import { codesTexts } from '../texts';
import { AmountStatus } from './amount-status';
import { ConsentBoxes } from './lazy-consent-boxes';
import { VinField } from './vin-field';
import { LazyVinWarningDialog } from './lazy-vin-warning-dialog';
import type { CodeFormInput, CodeFormValues, codeFormResolver as schemaResolver } from './code-form-schema';

const t = codesTexts.form;

/** The form's schema (zod), fetched once: when the form is first touched, or at the latest when it is sent. */
let schemaModule: Promise<{ codeFormResolver: typeof schemaResolver }> | null = null;
function loadSchema() {
  // A failed fetch (the network dropped) is tried again at the next use.
  schemaModule ??= import('./code-form-schema').then(withCatalogs).catch((error: unknown) => {
    schemaModule = null;
    throw error;
  });
  return schemaModule;
}

/** Validates with the schema of code-form-schema.ts, the same checks and messages, loaded on first use. */
const codeFormResolver: Resolver<CodeFormInput, unknown, CodeFormValues> = async (values, context, options) =>
  (await loadSchema()).codeFormResolver(values, context, options);

const emptyForm: CodeFormInput = { comand: '', map_region: '', version: '', vin: '' };

/**
 * What the form starts with: the order kept from /payment or a cancelled checkout, and a head unit
 * named in the address (`?comand=`, the home page's head units) chosen over the kept one, whose
 * region and version then go (the VIN stays).
 */
function startingOrder(comand: string | null): CodeFormInput {
  const kept = loadOrderDraft();
  if (!comand) return kept ?? emptyForm;
  if (kept?.comand === comand) return kept;
  return { ...emptyForm, comand, vin: kept?.vin ?? '' };
}

export function CodeForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const entitlement = useEntitlement();
  const comands = useComands();
  const variants = useVariants();
  const generate = useGenerateCode();
  // Asked here only when 'Generate' delivers at once (a point or a subscription day, issue 32).
  const consent = useConsent();
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<CodeFormInput, unknown, CodeFormValues>({
    resolver: codeFormResolver,
    // The order the customer was placing comes back after going back from /payment or a cancelled checkout.
    defaultValues: startingOrder(searchParams.get('comand')),
  });
  // A generate that waits for the customer's "Generate anyway" (the VIN check has warnings).
  const [toConfirm, setToConfirm] = useState<CodeFormValues | null>(null);
  const [comand, mapRegion, version] = useWatch({ control, name: ['comand', 'map_region', 'version'] });

  const allVariants = variants.data ?? [];
  const regions = regionsOf(allVariants, comand);
  const versions = versionsOf(allVariants, comand, mapRegion);
  const revalidate = { shouldValidate: isSubmitted, shouldDirty: true };

  // Spec §4: a region that the new head unit does not offer is cleared, and the version with it.
  const chooseComand = (next: string) => {
    setValue('comand', next, revalidate);
    const region = getValues('map_region');
    const chosenVersion = getValues('version');
    if (region && !regionsOf(allVariants, next).includes(region)) {
      setValue('map_region', '', revalidate);
      setValue('version', '', revalidate);
    } else if (chosenVersion && !versionsOf(allVariants, next, region).includes(chosenVersion)) {
      setValue('version', '', revalidate);
    }
  };

  const chooseRegion = (next: string) => {
    setValue('map_region', next, revalidate);
    const chosenVersion = getValues('version');
    if (chosenVersion && !versionsOf(allVariants, getValues('comand'), next).includes(chosenVersion)) {
      setValue('version', '', revalidate);
    }
  };

  const generateCode = (values: CodeFormValues) => {
    const given = consent.given();
    if (!given) return;
    generate.mutate(
      { ...values, consent: given, ...paidWith(entitlement) },
      {
        onSuccess: (orderId) => {
          clearOrderDraft();
          void navigate(`${paths.success.getHref()}?${new URLSearchParams({ orderId }).toString()}`);
        },
        onError: (error) => {
          const vinError = firstFieldError(error, 'vin');
          if (vinError) setError('vin', { type: 'server', message: vinError });
          toastError(generateErrorMessage(error));
        },
      },
    );
  };

  const toPayment = (values: CodeFormValues) => {
    void navigate(paths.payment.getHref(), { state: values });
  };

  const onSubmit = handleSubmit(async (values) => {
    saveOrderDraft(values);
    if (generatesWithoutPaying(entitlement) && !consent.given()) return;
    // A VIN with warnings is asked about once, whichever way it is paid for (issue 31): a point or
    // a subscription use is spent at once, and a card or PayPal payment can not be taken back either.
    const checkVinForHeadUnit = await loadVinCheck();
    if (checkVinForHeadUnit(values.vin, values.comand).warnings.length > 0) {
      setToConfirm(values);
      return;
    }
    if (generatesWithoutPaying(entitlement)) generateCode(values);
    else toPayment(values);
  });

  return (
    <form
      onSubmit={(event) => {
        // The consent boxes' messages show with the fields' (the first wrong field gets the focus).
        if (generatesWithoutPaying(entitlement)) consent.check();
        // The schema or the VIN check could not be fetched (the network dropped): say so.
        onSubmit(event).catch((error: unknown) => {
          console.error('Sending the code form failed', error);
          toastError(messages.somethingWrong);
        });
      }}
      onFocus={() => void loadSchema()}
      onPointerDown={() => void loadSchema()}
      noValidate
      aria-label={t.formLabel}
      className="grid gap-5"
    >
      <ListField
        control={control}
        name="comand"
        label={t.comand}
        error={errors.comand?.message}
        options={comands.data ?? []}
        onChoose={chooseComand}
        isLoading={comands.isPending}
      />
      <ListField
        control={control}
        name="map_region"
        label={t.mapRegion}
        error={errors.map_region?.message}
        options={regions}
        onChoose={chooseRegion}
        isLoading={Boolean(comand) && variants.isPending}
        disabled={!comand}
      />
      <ListField
        control={control}
        name="version"
        label={t.version}
        error={errors.version?.message}
        options={versions}
        isLoading={Boolean(comand && mapRegion) && variants.isPending}
        disabled={!comand || !mapRegion}
      />

      <Controller
        control={control}
        name="vin"
        render={({ field }) => (
          <VinField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={!version}
            comand={comand}
            error={errors.vin?.message}
          />
        )}
      />

      <AmountStatus entitlement={entitlement} />
      {generatesWithoutPaying(entitlement) && <ConsentBoxes consent={consent} />}

      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        isLoading={generate.isPending}
        disabled={entitlement.kind === 'loading'}
      >
        {generatesWithoutPaying(entitlement) ? t.generate : t.buyNow}
      </Button>
      <LazyVinWarningDialog
        order={toConfirm}
        onGenerate={() => {
          if (toConfirm) (generatesWithoutPaying(entitlement) ? generateCode : toPayment)(toConfirm);
          setToConfirm(null);
        }}
        onCancel={() => setToConfirm(null)}
      />
    </form>
  );
}

/** One of the three lists (comand, map_region, version): a labelled select bound to the form. */
function ListField({
  control,
  name,
  label,
  error,
  options,
  onChoose,
  isLoading,
  disabled,
}: {
  control: Control<CodeFormInput, unknown, CodeFormValues>;
  name: 'comand' | 'map_region' | 'version';
  label: string;
  error?: string;
  options: readonly string[];
  /** Replaces the plain field update (the comand and region choices reset what depends on them). */
  onChoose?: (value: string) => void;
  isLoading: boolean;
  disabled?: boolean;
}) {
  return (
    <FormField label={label} error={error}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, ref, name: fieldName, onChange } }) => (
            <Select
              {...field}
              ref={ref}
              name={fieldName}
              value={value}
              onValueChange={onChoose ?? onChange}
              options={options.map((option) => ({ value: option }))}
              isLoading={isLoading}
              disabled={disabled}
              placeholder={t.selectPlaceholder}
            />
          )}
        />
      )}
    </FormField>
  );
}
