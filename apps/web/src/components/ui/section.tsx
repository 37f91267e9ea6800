import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A titled card of a page (the back-office's sections), named by its heading for screen readers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="grid content-start gap-4" role="region" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}
