import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import type { ResourceKeys } from './resource-keys';
import type { FilterValues } from './use-list-state';
import type { ModalForm } from './use-modal-form';
import { usePagedList, type PagedListOptions } from './use-paged-list';
import { useDeleteAction, useResourceActions, type ResourceOptions } from './use-resource-actions';

export interface CrudResourceOptions<Row, Values, Filters extends FilterValues> extends Omit<PagedListOptions<Filters>, 'keys'>, Omit<ResourceOptions, 'invalidates'> {
  keys: ResourceKeys;
  /** Every cache a change may show on; the resource's own (`keys.all`) when not given. */
  invalidates?: readonly QueryKey[];
  /** The request body of a create or update; `editing` is the record updated, null when creating. */
  toBody?: (values: Values, editing: Row | null) => unknown;
}

/**
 * One REST resource as the web reads and changes it, declared once: its paged list, the save and
 * delete of a modal's record (with the standard toasts), and for a resource edited on its own page
 * the record (GET path/{id}) and its save (POST path, PUT path/{id} with the id in the body).
 * Each feature's hook file declares its resource and exports the hooks it uses.
 */
export function crudResource<Row extends { _id: string }, Values = never, Filters extends FilterValues = Record<never, never>, Extra = unknown>(
  options: CrudResourceOptions<Row, Values, Filters>,
) {
  const { path, keys, toBody = (values: Values) => values } = options;
  const invalidates = options.invalidates ?? [keys.all];
  const resource = { ...options, invalidates };
  return {
    path,
    keys,
    useList: () => usePagedList<Row, Filters, Extra>(resource),
    useActions: (modal: ModalForm<Row, Values>) => useResourceActions({ ...resource, modal, toBody }),
    useRemove: () => useDeleteAction<Row>(resource),
    useRecord: (id: string | undefined) =>
      useQuery({
        queryKey: keys.detail(id ?? ''),
        queryFn: () => apiClient.get<Row>(`${path}/${id}`),
        enabled: Boolean(id),
        // A missing record is an answer, not a hiccup to retry.
        retry: false,
      }),
    useSave: (id: string | undefined) => useSaveRecord<Row, Values>(path, invalidates, (values) => toBody(values, null), id),
  };
}

/**
 * POST path, or PUT path/{id} with the id and every field; resolves to the saved record. The page
 * goes back to a list that is not on screen meanwhile: every cache is refetched, shown or not.
 */
function useSaveRecord<Row, Values>(path: string, invalidates: readonly QueryKey[], toBody: (values: Values) => unknown, id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Values) => {
      const body = toBody(values) as object;
      return (id ? apiClient.put<Row>(`${path}/${id}`, { id, ...body }) : apiClient.post<Row>(path, body)).then((result) => result.data);
    },
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' }))),
  });
}

export type CrudResource<Row extends { _id: string }, Values = never, Filters extends FilterValues = Record<never, never>, Extra = unknown> = ReturnType<
  typeof crudResource<Row, Values, Filters, Extra>
>;
