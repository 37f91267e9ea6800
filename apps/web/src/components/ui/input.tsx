import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      className={cn(
        'flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm',
        'placeholder:text-slate-400 focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/60',
        'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-slate-50',
        'aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
