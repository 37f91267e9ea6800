import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** The browser's own select, styled as the shop's inputs (short fixed lists of the back-office). */
export function NativeSelect({
  className,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select
      ref={ref}
      className={cn(
        'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm',
        'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/60',
        className,
      )}
      {...props}
    />
  );
}
