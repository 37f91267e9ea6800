import { Button } from '@/components/ui/button';
import { errorDetail } from '../lib/error-text';
import { backofficeTexts } from '../texts';

/** What could not be loaded, the server's reason, and a way to try again. */
export function LoadFailure({
  error,
  title = backofficeTexts.list.unavailable,
  retrying,
  onRetry,
}: {
  error: unknown;
  title?: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-red-200 bg-red-50 p-4">
      <p className="font-medium text-red-800">{title}</p>
      <p className="text-sm text-red-700">{errorDetail(error)}</p>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        isLoading={retrying}
        onClick={onRetry}
      >
        {backofficeTexts.list.retry}
      </Button>
    </div>
  );
}
