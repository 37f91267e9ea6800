import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { messages } from '@navihub/contract/messages';
import { cn } from '@/lib/cn';
import { isEmpty, placeholderOf, selectTriggerClass, type SelectProps } from './select-parts';

/**
 * A single-choice list (Radix Select: a combobox button with a listbox). Shows 'Loading...'
 * while its options load and 'No options' when there are none (spec §8 select defaults). Fetched
 * by select.tsx when a list is first used; `defaultOpen` opens it at once then.
 */
export function RadixSelect({
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
  defaultOpen,
  ...aria
}: SelectProps & { defaultOpen?: boolean }) {
  const empty = isEmpty({ isLoading, disabled, options });
  const shownPlaceholder = placeholderOf({ isLoading, disabled, options, placeholder });
  return (
    <SelectPrimitive.Root
      name={name}
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      defaultOpen={defaultOpen}
      // The page's direction as the server wrote it (`<html dir>`): Arabic's list opens right to left.
      dir={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}
    >
      <SelectPrimitive.Trigger id={id} ref={ref} {...aria} className={cn(selectTriggerClass, className)}>
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
                    'relative flex cursor-pointer items-center rounded-sm py-2 pe-2 ps-8 text-sm outline-none select-none',
                    'data-[highlighted]:bg-slate-100 data-[state=checked]:font-medium',
                  )}
                >
                  <SelectPrimitive.ItemIndicator className="absolute start-2 inline-flex items-center">
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

export default RadixSelect;
