import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning icon and its label; `className` can reserve room for what replaces it (no layout shift). */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 py-10 text-slate-600', className)}
    >
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
