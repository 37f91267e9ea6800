import type { ReactNode } from 'react';

/** The heading block every content page starts with. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid gap-2 pt-6 pb-4">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
