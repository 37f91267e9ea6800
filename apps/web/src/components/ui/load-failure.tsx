import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * What could not be loaded, and a way to try again: the one way every page shows a failed load
 * (shop lists, the account's pages, the back-office). An alert, so that a screen reader says it
 * when it appears; the button asks the server again and spins while it does. `detail` can add the
 * server's reason (the back-office shows it).
 */
export function LoadFailure({
  title,
  detail,
  retrying,
  onRetry,
  retryLabel = 'Retry',
  className,
}: {
  title: string;
  detail?: string;
  retrying: boolean;
  onRetry: () => void;
  retryLabel?: string;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-md border border-red-200 bg-red-50 p-4',
        className,
      )}
    >
      <div className="grid min-w-0 flex-1 basis-56 gap-1">
        <p className="font-medium text-red-800">{title}</p>
        {detail && <p className="text-sm text-red-700">{detail}</p>}
      </div>
      <Button variant="outline" size="sm" isLoading={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
