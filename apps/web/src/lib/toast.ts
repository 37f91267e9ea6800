import { inLanguage } from '@/i18n/translated';
import { useSyncExternalStore } from 'react';
import { messages } from '@navihub/contract/messages';

/** One toast at a time (spec §9): a new toast replaces the one on screen. */
export type ToastVariant = 'default' | 'destructive';
export type ToastMessage = { id: number; title: string; description?: string; variant: ToastVariant };

export const TOAST_DURATION_MS = 5000;

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): void {
  const { title, description } = input;
  current = {
    id: nextId++,
    variant: 'default',
    ...input,
    title: inLanguage(title),
    ...(description !== undefined && { description: inLanguage(description) }),
  };
  emit();
}

/** Error toasts are titled 'Error' and use the destructive style (spec §8). */
export function toastError(description: string): void {
  toast({ title: messages.errorTitle, description, variant: 'destructive' });
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

export function getCurrentToast(): ToastMessage | null {
  return current;
}
