import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';

interface SaveInput<Body> {
  /** Present when updating an existing record. */
  id?: string;
  body: Body;
}

/** Create, update and delete for one REST resource; each success refreshes every affected cache. */
export function useResourceMutations<Body, Saved = unknown>(path: string, affectedKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  const invalidateAffected = () => Promise.all(affectedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const save = useMutation({
    mutationFn: ({ id, body }: SaveInput<Body>) => (id ? apiClient.put<Saved>(`${path}/${id}`, body) : apiClient.post<Saved>(path, body)),
    onSuccess: invalidateAffected,
  });

  const remove = useMutation({
    mutationFn: (id: string) => apiClient.delete(`${path}/${id}`),
    onSuccess: invalidateAffected,
  });

  return { save, remove };
}
