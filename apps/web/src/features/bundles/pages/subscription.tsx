import { texts } from '@/config/texts';

/** Subscription bundles (/subscription). Its visible title is blank (spec §2); the heading is for screen readers. */
export function SubscriptionPage() {
  return (
    <div className="pt-6 pb-4">
      <h1 className="sr-only">{texts.placeholders.subscription}</h1>
    </div>
  );
}

export default SubscriptionPage;
