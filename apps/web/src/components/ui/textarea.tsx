import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      ref={ref}
      className={cn(
        'min-h-20 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm',
        'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/60',
        'aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
