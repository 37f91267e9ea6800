import type { ApiKeySummary } from '@navihub/contract/api-keys';
import { messages } from '@navihub/contract/messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListStates } from '@/components/ui/list-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { apiKeyTexts as t } from './api-key-texts';
import { ApiPanel } from './api-panel';
import { ConfirmRemovalDialog } from './confirm-removal-dialog';
import { NewApiKeyForm } from './new-api-key-form';

/** The account settings' API keys (issue 34): create one, see the list, revoke with a confirmation. */
export function ApiKeysPanel() {
  const keys = useApiKeys();
  return (
    <ApiPanel
      id="api-keys-heading"
      heading={t.heading}
      intro={t.intro}
      guide={t.guide}
      note={t.endsWithPassword}
    >
      <NewApiKeyForm />
      {/* A grid item is as wide as its content unless told otherwise: the table scrolls inside instead. */}
      <div className="min-w-0">
        <ListStates query={keys} unavailable={messages.somethingWrong} empty={t.none}>
          {(items) => <ApiKeyTable items={items} />}
        </ListStates>
      </div>
    </ApiPanel>
  );
}

function ApiKeyTable({ items }: { items: ApiKeySummary[] }) {
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  return (
    <>
      {/* Positioned, so that its screen-reader-only texts scroll with it instead of widening the page. */}
      <Table className="relative">
        <caption className="sr-only">{t.listCaption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>{t.columns.name}</TableHead>
            <TableHead>{t.columns.mode}</TableHead>
            <TableHead>{t.columns.key}</TableHead>
            <TableHead>{t.columns.created}</TableHead>
            <TableHead>{t.columns.lastUsed}</TableHead>
            <TableHead>
              <span className="sr-only">{t.columns.actions}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((key) => (
            <TableRow key={key.id}>
              <TableCell className="font-medium">{key.name}</TableCell>
              <TableCell>
                {key.mode === 'live' ? t.live : t.testShort}
                {key.read_only && <span className="ms-1 text-slate-500">({t.readOnlyBadge})</span>}
              </TableCell>
              <TableCell className="font-mono whitespace-nowrap">
                nh_{key.mode}_…{key.last_four}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(key.created_at)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {key.last_used_at ? formatDate(key.last_used_at) : t.never}
              </TableCell>
              <TableCell>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t.revokeLabel(key.name)}
                  onClick={() => setRevoking(key)}
                >
                  {t.revoke}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKeySummary | null; onClose: () => void }) {
  return (
    <ConfirmRemovalDialog
      target={
        apiKey && { id: apiKey.id, title: t.revokeTitle(apiKey.name), description: t.revokeDescription }
      }
      removal={useRevokeApiKey()}
      texts={{ cancel: t.cancel, confirm: t.revoke, done: t.revoked }}
      onClose={onClose}
    />
  );
}
