import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Alert({
  title,
  children,
  variant = 'default',
  className,
}: {
  title: string;
  children?: ReactNode;
  variant?: 'default' | 'destructive';
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg border p-4',
        variant === 'destructive'
          ? 'border-red-300 bg-red-50 text-red-800'
          : 'border-accent/50 bg-accent/10 text-slate-900',
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1 text-sm">{children}</div>}
    </div>
  );
}
