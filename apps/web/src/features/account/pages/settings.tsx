import { messages } from '@navihub/contract/messages';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { accountTexts } from '@/features/account/texts';
import { toastError } from '@/lib/toast';
import { useReceiveEmail, useToggleReceiveEmail } from '../api/receive-email';
import { ApiKeysPanel } from '../components/api-keys-panel';
import { BusinessDetailsPanel } from '../components/business-details-panel';
import { EmailLanguage } from '../components/email-language';
import { LazyWebhooksPanel } from '../components/lazy-webhooks-panel';
import { MyDataSections } from '../components/my-data-sections';

export function SettingsPage() {
  return (
    <div className="grid max-w-xl gap-6">
      <EmailPreference />
      <BusinessDetailsPanel />
      <EmailLanguage />
      <ApiKeysPanel />
      <LazyWebhooksPanel />
      <MyDataSections />
    </div>
  );
}

function EmailPreference() {
  const id = useId();
  const receiveEmail = useReceiveEmail();
  const toggle = useToggleReceiveEmail();

  if (receiveEmail.isPending) return <Spinner label={messages.loading} />;
  if (receiveEmail.isError) {
    return (
      <p role="alert" className="text-red-600">
        {messages.somethingWrong}
      </p>
    );
  }

  return (
    <div className="flex max-w-xl items-center justify-between gap-4 rounded-lg border border-slate-200 p-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{accountTexts.account.notifications}</Label>
        <div id={`${id}-description`} className="grid gap-1 text-sm text-slate-600">
          <p>{accountTexts.account.notificationsDescription}</p>
          <p>{accountTexts.account.notificationsAlwaysSent}</p>
        </div>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-description`}
        checked={receiveEmail.data.receive_email}
        disabled={toggle.isPending || receiveEmail.isFetching}
        onCheckedChange={() =>
          toggle.mutate(undefined, { onError: () => toastError(messages.somethingWrong) })
        }
      />
    </div>
  );
}

export default SettingsPage;
