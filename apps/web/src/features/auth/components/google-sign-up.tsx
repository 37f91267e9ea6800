import { messages } from '@navihub/contract/messages';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { texts } from '@/config/texts';
import { toastError } from '@/lib/toast';
import { promptGoogleSignIn } from '@/lib/google-identity';

/** Google sign-up: disabled with an explanation when the shop has no Google client id. */
export function GoogleSignUp({
  clientId,
  onCredential,
  isPending,
}: {
  clientId: string | null;
  onCredential: (idToken: string) => void;
  isPending: boolean;
}) {
  const hintId = useId();
  const [isLoading, setIsLoading] = useState(false);

  const start = async () => {
    if (!clientId) return;
    setIsLoading(true);
    try {
      await promptGoogleSignIn(clientId, onCredential);
    } catch (error) {
      console.error(error);
      toastError(messages.somethingWrong);
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <div className="grid gap-1.5">
      <Button
        variant="outline"
        className="w-full"
        disabled={!clientId}
        isLoading={isLoading || isPending}
        aria-describedby={clientId ? undefined : hintId}
        onClick={() => void start()}
      >
        {texts.register.google}
      </Button>
      {!clientId && (
        <p id={hintId} className="text-xs text-slate-500">
          {texts.register.googleUnavailable}
        </p>
      )}
    </div>
  );
}
