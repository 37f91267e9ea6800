/** What select.tsx and radix-select.tsx share: the props, the button's look and its text. */
import { messages } from '@navihub/contract/messages';
import type { Ref } from 'react';
import { cn } from '@/lib/cn';

export type SelectOption = { value: string; label?: string };

export type SelectProps = {
  id?: string;
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  isLoading?: boolean;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

export const selectTriggerClass = cn(
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-start text-base text-slate-900 sm:text-sm',
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/60',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60',
  'data-[placeholder]:text-slate-500 aria-[invalid=true]:border-red-600',
);

type ShownState = Pick<SelectProps, 'isLoading' | 'disabled' | 'options'>;

/** Spec §8 select defaults: no options to choose from once they have loaded. */
export const isEmpty = ({ isLoading, disabled, options }: ShownState) =>
  !isLoading && !disabled && options.length === 0;

/** 'Loading...' while the options load, 'No options' when there are none, else the placeholder. */
export const placeholderOf = (state: ShownState & { placeholder: string }) =>
  state.isLoading ? messages.loading : isEmpty(state) ? messages.noOptions : state.placeholder;
