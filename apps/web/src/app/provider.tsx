import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { SessionSync } from '@/features/auth/components/session-sync';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionSync />
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
