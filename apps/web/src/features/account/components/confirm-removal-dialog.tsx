import { messages } from '@navihub/contract/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast, toastError } from '@/lib/toast';

/** What is about to be removed: its id for the removal, and the dialog's words for it. */
export interface RemovalTarget<Id> {
  id: Id;
  title: string;
  description: string;
}

/** The removal's mutation, as `useMutation` gives it. */
interface Removal<Id> {
  isPending: boolean;
  mutate(id: Id, callbacks: { onSuccess: () => void; onError: () => void }): void;
}

/**
 * Asks before something of the account goes for good (an API key revoked, a webhook address
 * deleted): Cancel keeps it; the destructive button removes it, says so in a toast and closes. A
 * failed removal keeps the dialog open for another try.
 */
export function ConfirmRemovalDialog<Id>({
  target,
  removal,
  texts,
  onClose,
}: {
  target: RemovalTarget<Id> | null;
  removal: Removal<Id>;
  texts: { cancel: string; confirm: string; done: string };
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent title={target.title} description={target.description}>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button
              variant="destructive"
              isLoading={removal.isPending}
              onClick={() =>
                removal.mutate(target.id, {
                  onSuccess: () => {
                    toast({ title: texts.done });
                    onClose();
                  },
                  onError: () => toastError(messages.somethingWrong),
                })
              }
            >
              {texts.confirm}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
