import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteWebhook, listDeliveries, listWebhooks, pingWebhook, retryDelivery, saveWebhook } from '@/api/webhooks.js';

// Webhooks (decisions §23): the consoles' section 'Webhookuri'.

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
};

export const getWebhooksQueryOptions = () => queryOptions({ queryKey: webhookKeys.list, queryFn: listWebhooks });
export const getDeliveriesQueryOptions = (id: string) =>
  queryOptions({ queryKey: webhookKeys.deliveries(id), queryFn: () => listDeliveries(id) });

export const useWebhooks = () => useQuery(getWebhooksQueryOptions());
/** How often the deliveries are read again while one of them waits for its attempt. */
const PENDING_POLL_MS = 3_000;

/** A webhook's deliveries, read again while one of them is pending (a test just sent, a retry). */
export const useDeliveries = (id: string) =>
  useQuery({
    ...getDeliveriesQueryOptions(id),
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 'pending') ? PENDING_POLL_MS : false),
  });

/** Makes or changes a webhook; the list is read again. */
export function useSaveWebhook() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveWebhook, onSuccess: () => qc.invalidateQueries({ queryKey: webhookKeys.list }) });
}

/** Deletes a webhook; the list is read again. */
export function useDeleteWebhook() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteWebhook, onSuccess: () => qc.invalidateQueries({ queryKey: webhookKeys.list }) });
}

/** 'Trimiteți un test': the webhook's deliveries are read again. */
export function usePingWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: pingWebhook,
    onSuccess: (_, id) => qc.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}

/** 'Trimiteți din nou': the webhook's deliveries are read again. */
export function useRetryDelivery() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSuccess: (_, { id }) => qc.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}
