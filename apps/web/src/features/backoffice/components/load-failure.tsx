import { LoadFailure as FailedLoad } from '@/components/ui/load-failure';
import { errorDetail } from '../lib/error-text';
import { backofficeTexts } from '../texts';

/** The shop's one failed-load alert in the back-office's words, with the server's reason. */
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
    <FailedLoad
      title={title}
      detail={errorDetail(error)}
      retryLabel={backofficeTexts.list.retry}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
