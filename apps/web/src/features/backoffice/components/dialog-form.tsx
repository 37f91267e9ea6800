import { messages } from '@navihub/contract/messages';
import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * The form inside a back-office dialog: its field(s), the server's message that belongs to no field
 * (above the buttons), then Cancel and the confirming button, which waits while the request runs.
 */
export function DialogForm({
  onSubmit,
  children,
  error,
  cancel,
  onCancel,
  confirm,
  pending,
  destructive = false,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  error?: string;
  cancel: string;
  onCancel: () => void;
  confirm: string;
  pending: boolean;
  destructive?: boolean;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}
      {error && (
        <Alert variant="destructive" title={messages.errorTitle}>
          {error}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {cancel}
        </Button>
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} isLoading={pending}>
          {confirm}
        </Button>
      </div>
    </form>
  );
}
