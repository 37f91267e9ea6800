import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhooksApi } from '@navihub/contract/api/webhooks';
import type { CreateWebhookEndpointRequest } from '@navihub/contract/webhooks';
import { request } from '@/lib/request';

/** webhooksApi.listWebhookEndpoints → {results: the endpoints, oldest first}. */
export const webhookEndpointsQuery = queryOptions({
  queryKey: ['webhooks', 'endpoints'],
  queryFn: () => request(webhooksApi.listWebhookEndpoints),
});

/** webhooksApi.listWebhookDeliveries → {results: the 50 newest deliveries}. */
export const webhookDeliveriesQuery = queryOptions({
  queryKey: ['webhooks', 'deliveries'],
  queryFn: () => request(webhooksApi.listWebhookDeliveries),
});

export function useWebhookEndpoints() {
  return useQuery({ ...webhookEndpointsQuery, select: (answer) => answer.results });
}

export function useWebhookDeliveries() {
  return useQuery({ ...webhookDeliveriesQuery, select: (answer) => answer.results });
}

function useWebhookMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}

/** webhooksApi.createWebhookEndpoint {url, events} → 201 the endpoint and its secret, shown this once. */
export const useCreateWebhookEndpoint = () =>
  useWebhookMutation((body: CreateWebhookEndpointRequest) =>
    request(webhooksApi.createWebhookEndpoint, { body }),
  );

/** webhooksApi.deleteWebhookEndpoint → 204. */
export const useDeleteWebhookEndpoint = () =>
  useWebhookMutation((id: number) => request(webhooksApi.deleteWebhookEndpoint, { params: { id } }));

/** webhooksApi.rotateWebhookSecret → the new secret; the previous one signs too for 24 hours. */
export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: number) => request(webhooksApi.rotateWebhookSecret, { params: { id } }));

/** webhooksApi.resendWebhookDelivery → 202 the delivery, queued again with its webhook-id. */
export const useResendWebhookDelivery = () =>
  useWebhookMutation((id: number) => request(webhooksApi.resendWebhookDelivery, { params: { id } }));
