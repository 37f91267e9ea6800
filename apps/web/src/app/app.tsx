// First: zod must know it may not eval before any form parses (lib/zod-without-eval.ts).
import '@/lib/zod-without-eval';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
