import { messages } from '@navihub/contract/messages';
import {
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEndpointSummary,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
} from '@navihub/contract/webhooks';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ListStates } from '@/components/ui/list-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { firstFieldError } from '@/lib/api-errors';
import { toast, toastError } from '@/lib/toast';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useResendWebhookDelivery,
  useRotateWebhookSecret,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../api/webhooks';
import { ApiPanel } from './api-panel';
import { ConfirmRemovalDialog } from './confirm-removal-dialog';
import { webhookTexts as t } from './webhook-texts';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const when = (iso: string) => dateTime.format(new Date(iso));

/**
 * The account settings' webhooks (issue 34 part 4): add an endpoint (its secret shown once), the
 * endpoints with rotate and delete, and the recent deliveries with their status and a Resend.
 */
export function WebhooksPanel() {
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<{ endpoint: WebhookEndpointWithSecret; rotated: boolean } | null>(
    null,
  );
  return (
    <ApiPanel id="webhooks-heading" heading={t.heading} intro={t.intro} guide={t.guide}>
      <NewEndpointForm onCreated={(endpoint) => setSecret({ endpoint, rotated: false })} />
      {secret && <SecretShownOnce endpoint={secret.endpoint} rotated={secret.rotated} />}
      <div className="min-w-0">
        <ListStates query={endpoints} unavailable={messages.somethingWrong} empty={t.none}>
          {(items) => (
            <EndpointList items={items} onRotated={(endpoint) => setSecret({ endpoint, rotated: true })} />
          )}
        </ListStates>
      </div>
      <Deliveries endpoints={endpoints.data ?? []} />
    </ApiPanel>
  );
}

type NewEndpoint = { url: string; events: WebhookEvent[] };

function NewEndpointForm({ onCreated }: { onCreated: (endpoint: WebhookEndpointWithSecret) => void }) {
  const id = useId();
  const create = useCreateWebhookEndpoint();
  const { register, handleSubmit, reset } = useForm<NewEndpoint>({
    defaultValues: { url: '', events: ['order.fulfilled', 'order.failed'] },
  });
  const urlError = create.error ? firstFieldError(create.error, 'url') : undefined;
  const eventsError = create.error ? firstFieldError(create.error, 'events') : undefined;

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      { url: values.url, events: values.events },
      {
        onSuccess: (endpoint) => {
          onCreated(endpoint);
          reset();
        },
        onError: (error) => {
          if (!firstFieldError(error, 'url') && !firstFieldError(error, 'events')) {
            toastError(messages.somethingWrong);
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t.url} error={urlError} description={t.urlDescription}>
        {(field) => (
          <Input
            {...field}
            {...register('url')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            maxLength={2000}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={eventsError ? `${id}-events-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-900">{t.events}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                value={event}
                {...register('events')}
                className="size-4 accent-accent-dark"
              />
              {t.eventNames[event]}
            </label>
          ))}
        </div>
        {eventsError && (
          <p id={`${id}-events-error`} className="text-sm text-red-600">
            {eventsError}
          </p>
        )}
      </fieldset>
      <Button type="submit" isLoading={create.isPending} className="justify-self-start">
        {t.add}
      </Button>
    </form>
  );
}

function SecretShownOnce({ endpoint, rotated }: { endpoint: WebhookEndpointWithSecret; rotated: boolean }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(endpoint.secret);
      toast({ title: t.copied });
    } catch {
      toastError(t.copyFailed);
    }
  }
  return (
    <Alert title={t.secretShown(endpoint.url)} className="min-w-0 break-words">
      <p>{t.secretWarning}</p>
      {rotated && <p className="mt-1">{t.rotatedNote}</p>}
      <div className="mt-2 flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
        <Input
          readOnly
          value={endpoint.secret}
          aria-label={t.theSecret}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          {t.copy}
        </Button>
      </div>
    </Alert>
  );
}

function EndpointList({
  items,
  onRotated,
}: {
  items: WebhookEndpointSummary[];
  onRotated: (endpoint: WebhookEndpointWithSecret) => void;
}) {
  const [deleting, setDeleting] = useState<WebhookEndpointSummary | null>(null);
  const rotate = useRotateWebhookSecret();
  return (
    <>
      <ul aria-label={t.endpointsCaption} className="grid gap-3">
        {items.map((endpoint) => (
          <li key={endpoint.id} className="grid min-w-0 gap-2 rounded-md border border-slate-200 p-3">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="min-w-0 font-mono text-sm break-all text-slate-900">{endpoint.url}</span>
              <span
                className={
                  endpoint.disabled_at
                    ? 'rounded bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800'
                    : 'rounded bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800'
                }
              >
                {endpoint.disabled_at ? t.disabled : t.active}
              </span>
            </div>
            <p className="text-sm text-slate-600">
              {endpoint.events.map((event) => t.eventNames[event]).join(' · ')}
            </p>
            {endpoint.disabled_reason && <p className="text-sm text-red-700">{endpoint.disabled_reason}</p>}
            {endpoint.previous_secret_until && (
              <p className="text-sm text-slate-600">
                {t.previousUntil(when(endpoint.previous_secret_until))}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={t.rotateLabel(endpoint.url)}
                isLoading={rotate.isPending && rotate.variables === endpoint.id}
                onClick={() =>
                  rotate.mutate(endpoint.id, {
                    onSuccess: onRotated,
                    onError: () => toastError(messages.somethingWrong),
                  })
                }
              >
                {t.rotate}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={t.deleteLabel(endpoint.url)}
                onClick={() => setDeleting(endpoint)}
              >
                {t.delete}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <DeleteDialog endpoint={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function DeleteDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointSummary | null;
  onClose: () => void;
}) {
  return (
    <ConfirmRemovalDialog
      target={
        endpoint && { id: endpoint.id, title: t.deleteTitle, description: t.deleteDescription(endpoint.url) }
      }
      removal={useDeleteWebhookEndpoint()}
      texts={{ cancel: t.cancel, confirm: t.delete, done: t.deleted }}
      onClose={onClose}
    />
  );
}

function Deliveries({ endpoints }: { endpoints: WebhookEndpointSummary[] }) {
  const deliveries = useWebhookDeliveries();
  return (
    <div className="grid min-w-0 gap-2">
      <h3 className="font-semibold text-slate-900">{t.deliveriesHeading}</h3>
      <ListStates query={deliveries} unavailable={messages.somethingWrong} empty={t.noDeliveries}>
        {(items) => <DeliveryTable items={items} endpoints={endpoints} />}
      </ListStates>
    </div>
  );
}

function lastAnswer(delivery: WebhookDelivery): string | undefined {
  if (delivery.last_response_code !== null) return String(delivery.last_response_code);
  if (delivery.attempts === 0) return undefined;
  return delivery.last_error ?? t.noAnswer;
}

function DeliveryTable({
  items,
  endpoints,
}: {
  items: WebhookDelivery[];
  endpoints: WebhookEndpointSummary[];
}) {
  const resend = useResendWebhookDelivery();
  const urlOf = (id: number) => endpoints.find((endpoint) => endpoint.id === id)?.url ?? '';
  return (
    <Table className="relative">
      <caption className="sr-only">{t.deliveriesCaption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>{t.columns.event}</TableHead>
          <TableHead>{t.columns.status}</TableHead>
          <TableHead>
            <span className="sr-only">{t.columns.actions}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((delivery) => {
          const answer = lastAnswer(delivery);
          return (
            <TableRow key={delivery.id}>
              <TableCell className="max-w-32 align-top sm:max-w-56">
                <span className="block font-mono text-xs whitespace-nowrap text-slate-900">
                  {delivery.event}
                </span>
                <span className="block text-xs text-slate-500">{when(delivery.created_at)}</span>
                <span
                  className="block truncate font-mono text-xs text-slate-500"
                  title={urlOf(delivery.endpoint_id)}
                >
                  {urlOf(delivery.endpoint_id)}
                </span>
              </TableCell>
              <TableCell className="align-top">
                <span className="block font-medium">
                  {delivery.status === 'pending' && delivery.attempts === 0
                    ? t.queued
                    : t.status[delivery.status]}
                </span>
                <span className="block text-xs text-slate-500">
                  {t.attempts(delivery.attempts)}
                  {answer && ` · ${t.answered(answer)}`}
                </span>
                {delivery.status === 'pending' && delivery.next_attempt_at && delivery.attempts > 0 && (
                  <span className="block text-xs text-slate-500">
                    {t.nextAttempt(when(delivery.next_attempt_at))}
                  </span>
                )}
              </TableCell>
              <TableCell className="ps-0 text-end align-top">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t.resendLabel(delivery.event, when(delivery.created_at))}
                  isLoading={resend.isPending && resend.variables === delivery.id}
                  onClick={() =>
                    resend.mutate(delivery.id, {
                      onSuccess: () => toast({ title: t.resent }),
                      onError: () => toastError(messages.somethingWrong),
                    })
                  }
                >
                  {t.resend}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export default WebhooksPanel;
