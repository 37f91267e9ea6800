import type { AuditAction } from '@navihub/contract/backoffice-audit';
import { AUDIT_ACTIONS } from '../lib/limits';
import { useState, type FormEvent } from 'react';
import { Filter } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SEARCH_MAX } from '../lib/limits';
import { backofficeTexts } from '../texts';
import { NativeSelect } from './native-select';

const t = backofficeTexts.audit;

export type AuditFilterValues = { action: AuditAction | ''; actor: string; subject: string };

/** The audit log's filters: the kind of action, part of the staff e-mail, the subject's id. */
export function AuditFilters({
  value,
  onFilter,
}: {
  value: AuditFilterValues;
  onFilter: (value: AuditFilterValues) => void;
}) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...draft, actor: draft.actor.trim(), subject: draft.subject.trim() });
  };
  return (
    <form role="search" onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
      <FormField label={t.action}>
        {(props) => (
          <NativeSelect
            {...props}
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value as AuditAction | '' })}
          >
            <option value="">{t.anyAction}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t.actor}>
        {(props) => (
          <Input
            {...props}
            type="search"
            maxLength={SEARCH_MAX}
            value={draft.actor}
            onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={t.subject}>
        {(props) => (
          <Input
            {...props}
            type="search"
            maxLength={SEARCH_MAX}
            value={draft.subject}
            onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
          />
        )}
      </FormField>
      <Button type="submit" variant="outline">
        <Filter className="size-4" aria-hidden="true" />
        {t.filter}
      </Button>
    </form>
  );
}
