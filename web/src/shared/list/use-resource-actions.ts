import { App } from 'antd';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { serverMessageOr } from '../api/api-error';
import type { ModalForm } from './use-modal-form';

type FailureText = string | ((error: unknown) => string);

export interface ActionTexts {
  created: string;
  updated: string;
  deleted: string;
  /** A string is shown only when the server gave no message of its own. */
  saveFailed: FailureText;
  deleteFailed: FailureText;
}

export interface ResourceOptions {
  /** REST path of the resource: POST path, PUT and DELETE path/{id}. */
  path: string;
  /** The record's name in the standard toasts, e.g. 'GL Class'. */
  label: string;
  /** Every cache the change may show on. */
  invalidates: readonly QueryKey[];
  texts?: Partial<ActionTexts>;
  /** A failed delete as a notification under this title instead of a message (e.g. 'Deletion Failed'). */
  deleteFailedTitle?: string;
}

export interface SaveAction<Values> {
  /** Sends the form's values: resolves once saved, rejects when not (its toast and field errors already shown). */
  submit: (values: Values) => Promise<unknown>;
  isPending: boolean;
}

export interface DeleteAction<Row> {
  run: (row: Row) => void;
  isDeleting: (row: Row) => boolean;
}

/** The spec's toasts: `X created successfully.`; on failure the server's message, else `Failed to save X.` */
function standardTexts({ label, texts }: Pick<ResourceOptions, 'label' | 'texts'>): ActionTexts {
  return {
    created: `${label} created successfully.`,
    updated: `${label} updated successfully.`,
    deleted: `${label} deleted successfully.`,
    saveFailed: `Failed to save ${label}.`,
    deleteFailed: `Failed to delete ${label}.`,
    ...texts,
  };
}

const failureMessage = (text: FailureText, error: unknown) => (typeof text === 'function' ? text(error) : serverMessageOr(error, text));

function useInvalidate(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Deletes a row with the standard toasts, refreshing the affected caches. */
export function useDeleteAction<Row extends { _id: string }>(options: ResourceOptions): DeleteAction<Row> {
  const { message, notification } = App.useApp();
  const texts = standardTexts(options);
  const { deleteFailedTitle } = options;
  const remove = useMutation({
    mutationFn: (id: string) => apiClient.delete(`${options.path}/${id}`),
    onSuccess: useInvalidate(options.invalidates),
  });
  return {
    run: (row) =>
      remove.mutate(row._id, {
        onSuccess: () => message.success(texts.deleted),
        onError: (error) => {
          const description = failureMessage(texts.deleteFailed, error);
          if (deleteFailedTitle) notification.error({ message: deleteFailedTitle, description });
          else message.error(description);
        },
      }),
    isDeleting: (row) => remove.isPending && remove.variables === row._id,
  };
}

/**
 * A confirmation the server may ask for before it takes a save (a bank overdraft: useOverdraftConfirmation):
 * `run` sends once, asks on the server's refusal and sends again confirmed; a confirmed send carries
 * `field: true` in the body. A save the user declined (`isDeclined`) shows no failure.
 */
export interface SaveConfirmation {
  field: string;
  run: <Result>(send: (confirmed: boolean) => Promise<Result>) => Promise<Result>;
  isDeclined: (error: unknown) => boolean;
}

interface SaveOptions<Row, Values, Body> extends ResourceOptions {
  modal: ModalForm<Row, Values>;
  /** The request body; `editing` is the record being updated, null when creating. */
  toBody: (values: Values, editing: Row | null) => Body;
  confirmation?: SaveConfirmation;
}

/** Creates (POST) or updates (PUT) the modal's record; success closes the modal, failure marks the fields. */
export function useSaveAction<Row extends { _id: string }, Values, Body>(options: SaveOptions<Row, Values, Body>): SaveAction<Values> {
  const { message } = App.useApp();
  const { modal, path, confirmation } = options;
  const texts = standardTexts(options);
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Body }) => {
      const send = (confirmed: boolean) => {
        const sent = confirmed && confirmation ? { ...(body as object), [confirmation.field]: true } : body;
        return id ? apiClient.put(`${path}/${id}`, sent) : apiClient.post(path, sent);
      };
      return confirmation ? confirmation.run(send) : send(false);
    },
    onSuccess: useInvalidate(options.invalidates),
  });
  return {
    submit: (values) => {
      const editing = modal.editing;
      return save.mutateAsync(
        { id: editing?._id, body: options.toBody(values, editing) },
        {
          onSuccess: () => {
            message.success(editing ? texts.updated : texts.created);
            modal.close();
          },
          onError: (error) => {
            if (confirmation?.isDeclined(error)) return;
            message.error(failureMessage(texts.saveFailed, error));
            modal.showServerErrors(error);
          },
        },
      );
    },
    isPending: save.isPending,
  };
}

/** Save and delete for one REST resource edited in a modal. */
export function useResourceActions<Row extends { _id: string }, Values, Body>(options: SaveOptions<Row, Values, Body>) {
  return { save: useSaveAction(options), remove: useDeleteAction<Row>(options) };
}
