import { ChevronDown } from 'lucide-react';
import { useId, useState, type ComponentType, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { placeholderOf, selectTriggerClass, type SelectProps } from './select-parts';

export type { SelectOption, SelectProps } from './select-parts';

type RadixSelectComponent = ComponentType<SelectProps & { defaultOpen?: boolean }>;

let radixModule: Promise<{ default: RadixSelectComponent }> | null = null;
let radixLoaded: RadixSelectComponent | null = null;
const loadRadix = () => {
  radixModule ??= import('./radix-select').then(
    (m) => {
      radixLoaded = m.default;
      return m;
    },
    (error: unknown) => {
      // A failed fetch (the network dropped) is tried again at the next use.
      radixModule = null;
      throw error;
    },
  );
  return radixModule;
};

const OPEN_KEYS = [' ', 'Enter', 'ArrowDown', 'ArrowUp'];

/**
 * A single-choice list: a combobox button with a listbox (components/ui/radix-select.tsx). The
 * list's code (Radix Select and what it needs: a sixth of /navipin's JavaScript) is fetched when
 * a list is first pointed at, focused or opened; until then this button, which looks and reads
 * the same, stands in, and the list it opens appears as soon as it has arrived (decision 029).
 */
export function Select(props: SelectProps) {
  const [RadixSelect, setRadixSelect] = useState<RadixSelectComponent | null>(() => radixLoaded);
  const [openOnMount, setOpenOnMount] = useState(false);
  const open = () => {
    setOpenOnMount(true);
    loadRadix().then(
      (m) => setRadixSelect(() => m.default),
      // Offline: the list stays closed and opens at the next try.
      (error: unknown) => console.error('Loading the list failed', error),
    );
  };
  if (!RadixSelect) return <SelectStandIn {...props} onOpen={open} />;
  return <RadixSelect {...props} defaultOpen={openOnMount} />;
}

function SelectStandIn({
  id,
  value,
  options,
  placeholder,
  isLoading = false,
  disabled = false,
  className,
  ref,
  onOpen,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: SelectProps & { onOpen: () => void }) {
  const listId = useId();
  const shown = options.find((option) => option.value === value);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.includes(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <button
      type="button"
      role="combobox"
      id={id}
      ref={ref}
      aria-controls={listId}
      aria-expanded={false}
      aria-autocomplete="none"
      aria-invalid={ariaInvalid}
      aria-describedby={ariaDescribedBy}
      disabled={disabled}
      data-state="closed"
      data-disabled={disabled ? '' : undefined}
      data-placeholder={value ? undefined : ''}
      className={cn(selectTriggerClass, className)}
      onPointerEnter={() => void loadRadix()}
      onFocus={() => void loadRadix()}
      onPointerDown={(event) => {
        if (event.button === 0 && event.pointerType === 'mouse') onOpen();
      }}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      <span className="truncate">
        {value ? (shown?.label ?? value) : placeholderOf({ isLoading, disabled, options, placeholder })}
      </span>
      <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
    </button>
  );
}
