import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md py-8">
      <Card className="grid gap-6 p-5 sm:p-8">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {children}
      </Card>
    </div>
  );
}
