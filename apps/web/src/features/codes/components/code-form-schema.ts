import { zodResolver } from '@hookform/resolvers/zod';
import { vinField } from '@navihub/contract/codes';
import { messages } from '@navihub/contract/messages';
import { z } from 'zod';
import { checkVinInLanguage } from '../lib/vin-hints';

const required = z.string().trim().min(1, messages.required);

/**
 * Spec §5: 'This field is required.' for the three lists, 'This is required' then 'The length of
 * VIN must be 17 characters.' for the VIN. A VIN that is malformed or fails the North-American
 * check digit blocks the order; anything else the VIN check finds is only a warning.
 *
 * Its own module, fetched when the form is first touched or sent (code-form.tsx): zod and the
 * resolver are a quarter of /navipin's JavaScript and the first screen does not need them
 * (decision 029).
 */
export const codeFormSchema = z
  .object({ comand: required, map_region: required, version: required, vin: vinField })
  .superRefine((values, ctx) => {
    const check = checkVinInLanguage(values.vin, values.comand);
    if (check.block)
      ctx.addIssue({ code: 'custom', path: ['vin'], message: check.reason ?? messages.vinLength });
  });

export type CodeFormValues = z.output<typeof codeFormSchema>;
export type CodeFormInput = z.input<typeof codeFormSchema>;

export const codeFormResolver = zodResolver(codeFormSchema);
