import { messages } from '@navihub/contract/messages';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { accountTexts } from '@/features/account/texts';
import { usePointsSubs } from '@/lib/points-subs';
import { useSession } from '@/lib/session';
import { formatEndDate } from '../components/format-end-date';
import { PasswordUpdateForm } from '../components/password-update-form';

export function ProfilePage() {
  const { user } = useSession();
  const pointsSubs = usePointsSubs();
  const points = pointsSubs.data?.points ?? [];
  const subscriptions = pointsSubs.data?.subscriptions ?? [];

  return (
    <div className="grid gap-8">
      <section className="grid max-w-md gap-4">
        <FormField label={accountTexts.account.email}>
          {(field) => <Input {...field} type="email" readOnly value={user?.email ?? ''} />}
        </FormField>
        {pointsSubs.isPending ? (
          <Spinner label={messages.loading} />
        ) : points.length + subscriptions.length === 0 ? (
          <p className="text-sm text-slate-600">{accountTexts.account.noBalance}</p>
        ) : (
          <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {points.map((record) => (
              <div key={`points-${record.pk}`} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                <dt className="font-medium text-slate-800">{record.fk_tool_name}</dt>
                <dd className="text-slate-700">{record.amount}</dd>
              </div>
            ))}
            {subscriptions.map((record) => (
              <div
                key={`subscription-${record.pk}`}
                className="flex flex-wrap justify-between gap-2 px-4 py-3"
              >
                <dt className="font-medium text-slate-800">{record.fk_tool_name}</dt>
                <dd className="text-slate-700">
                  {accountTexts.account.activeTo} {formatEndDate(record.end_date)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <PasswordUpdateForm />
    </div>
  );
}

export default ProfilePage;
