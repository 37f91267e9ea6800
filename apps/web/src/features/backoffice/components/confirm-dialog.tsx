import { messages } from '@navihub/contract/messages';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { backofficeTexts } from '../texts';

/** A button that asks first: the dialog's confirming button runs the action; its failure shows inside. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirm,
  pending,
  error,
  onConfirm,
  destructive = false,
}: {
  trigger: string;
  title: string;
  description: string;
  confirm: string;
  pending: boolean;
  error?: string;
  onConfirm: (close: () => void) => void;
  destructive?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={destructive ? 'destructive' : 'outline'}>{trigger}</Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        {error && (
          <Alert variant="destructive" title={messages.errorTitle}>
            {error}
          </Alert>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {backofficeTexts.customer.cancel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            isLoading={pending}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
