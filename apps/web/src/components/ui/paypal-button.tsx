import { Button, type ButtonProps } from './button';
import { cn } from '@/lib/cn';

/**
 * The PayPal button (issue 15, decision 028): PayPal's yellow with its name, and no script of
 * PayPal's. The caller starts the payment and sends the browser to PayPal's approval page; while it
 * does, the button is busy (spinner, aria-busy) and disabled.
 */
export function PaypalButton({ className, ...props }: Omit<ButtonProps, 'children' | 'variant'>) {
  return (
    <Button
      {...props}
      className={cn('bg-[#ffc439] font-semibold hover:bg-[#f2ba36] hover:text-slate-950', className)}
    >
      PayPal
    </Button>
  );
}
