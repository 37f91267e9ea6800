import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { texts } from '@/config/texts';
import { cn } from '@/lib/cn';
import { dismissToast, TOAST_DURATION_MS, useCurrentToast } from '@/lib/toast';

/** Renders the single current toast (spec §9: one at a time, 5000 ms). */
export function Toaster() {
  const current = useCurrentToast();
  return (
    // A toast is swiped away towards the edge it sits at: the right, or the left in Arabic.
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={document.documentElement.dir === 'rtl' ? 'left' : 'right'}
    >
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={cn(
            'relative grid gap-1 rounded-lg border p-4 pe-10 shadow-lg',
            current.variant === 'destructive'
              ? 'destructive border-red-700 bg-red-600 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
          {current.description && (
            <ToastPrimitive.Description className="text-sm opacity-90">
              {current.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label={texts.close}
            className="absolute top-2 end-2 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        label={`${texts.notifications} ({hotkey})`}
        className="fixed end-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
