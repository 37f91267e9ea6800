import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { messages } from '@navihub/contract/messages';
import { cn } from '@/lib/cn';

export type SelectOption = { value: string; label?: string };

/**
 * A single-choice list (Radix Select: a combobox button with a listbox). Shows 'Loading...'
 * while its options load and 'No options' when there are none (spec §8 select defaults).
 */
export function Select({
  id,
  name,
  value,
  onValueChange,
  options,
  placeholder,
  isLoading = false,
  disabled = false,
  className,
  ref,
  ...aria
}: {
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
}) {
  const empty = !isLoading && !disabled && options.length === 0;
  const shownPlaceholder = isLoading ? messages.loading : empty ? messages.noOptions : placeholder;
  return (
    <SelectPrimitive.Root name={name} value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectPrimitive.Trigger
        id={id}
        ref={ref}
        {...aria}
        className={cn(
          'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-base text-slate-900 sm:text-sm',
          'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/60',
          'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60',
          'data-[placeholder]:text-slate-500 aria-[invalid=true]:border-red-600',
          className,
        )}
      >
        <span className="truncate">
          <SelectPrimitive.Value placeholder={shownPlaceholder} />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white text-slate-900 shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {isLoading || empty ? (
              <div role="status" className="px-2 py-1.5 text-sm text-slate-500">
                {isLoading ? messages.loading : messages.noOptions}
              </div>
            ) : (
              options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  className={cn(
                    'relative flex cursor-pointer items-center rounded-sm py-2 pr-2 pl-8 text-sm outline-none select-none',
                    'data-[highlighted]:bg-slate-100 data-[state=checked]:font-medium',
                  )}
                >
                  <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex items-center">
                    <Check className="size-4 text-accent-dark" aria-hidden="true" />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label ?? option.value}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))
            )}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
