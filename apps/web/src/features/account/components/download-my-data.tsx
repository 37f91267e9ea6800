import { messages } from '@navihub/contract/messages';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { accountTexts } from '@/features/account/texts';
import { useDownloadMyData } from '../api/my-data';

const t = accountTexts.myData;

/** "Download my data": everything the shop holds about the customer, as a JSON file (issue 33). */
export function DownloadMyData() {
  const headingId = useId();
  const download = useDownloadMyData();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <h2 id={headingId} className="font-semibold text-slate-900">
        {t.downloadHeading}
      </h2>
      <p className="text-sm text-slate-600">{t.downloadText}</p>
      <div>
        <Button variant="outline" isLoading={download.isPending} onClick={() => download.mutate()}>
          {t.download}
        </Button>
      </div>
      {download.isError && (
        <p role="alert" className="text-sm text-red-600">
          {messages.somethingWrong}
        </p>
      )}
    </section>
  );
}
