import { Loader2 } from 'lucide-react';
import { cloneElement, isValidElement, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  default: 'bg-accent text-slate-950 hover:bg-accent-dark hover:text-white',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  destructive: 'bg-red-600 text-white hover:bg-red-700',
  link: 'text-accent-dark underline-offset-4 hover:underline px-0',
} as const;

const sizes = { default: 'h-10 px-4', sm: 'h-9 px-3 text-sm', lg: 'h-11 px-6 text-base' } as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a Link) with button styles: it must be one element. */
  asChild?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button. */
  isLoading?: boolean;
};

export function buttonClasses(
  variant: keyof typeof variants = 'default',
  size: keyof typeof sizes = 'default',
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-dark',
    'disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    sizes[size],
  );
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  isLoading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    // The child (a Link) with the button's classes before its own, and its own props over these,
    // as Radix Slot did; without Slot's code on every page's first load (decision 029).
    if (!isValidElement<{ className?: string }>(children)) return null;
    return cloneElement(children, {
      ...props,
      ...children.props,
      className: cn(buttonClasses(variant, size), className, children.props.className),
    });
  }
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonClasses(variant, size), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
