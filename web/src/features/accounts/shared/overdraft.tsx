import { App, Typography, type ButtonProps } from 'antd';
import { ApiError } from '../../../shared/api/api-error';

/** The request field that confirms a bank overdraft; the server names it in an overdraft refusal's errors. */
const OVERDRAFT_FIELD = 'allowOverdraft';

/** True for the server's refusal of an unconfirmed bank overdraft (409, errors.allowOverdraft). */
export function isOverdraftRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && typeof error.fieldErrors[OVERDRAFT_FIELD] === 'string';
}

/** The user chose not to overdraw: nothing was recorded, and there is nothing to report. */
export class OverdraftDeclined extends Error {
  constructor() {
    super('The overdraft was not confirmed; nothing was recorded.');
    this.name = 'OverdraftDeclined';
  }
}

/**
 * Sends a command that takes money out of an account. When the server refuses it as an
 * unconfirmed bank overdraft, asks the user (with the server's figures) and, on OK, sends the
 * same command again with `allowOverdraft: true`; on Cancel it rejects with OverdraftDeclined.
 * Any other refusal (cash or mobile banking below zero among them) is passed on as it is.
 */
export function useOverdraftConfirmation() {
  const { modal } = App.useApp();
  const confirm = (error: ApiError) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: 'Overdraw the bank account?',
        content: <Typography.Paragraph data-testid="overdraft-confirm-message">{error.message}</Typography.Paragraph>,
        okText: 'Overdraw',
        okButtonProps: { danger: true, 'data-testid': 'overdraft-confirm' } as ButtonProps,
        cancelText: 'Cancel',
        cancelButtonProps: { 'data-testid': 'overdraft-cancel' } as ButtonProps,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  return async function sendConfirmingOverdraft<Result>(send: (allowOverdraft: boolean) => Promise<Result>): Promise<Result> {
    try {
      return await send(false);
    } catch (error) {
      if (!isOverdraftRefusal(error)) throw error;
      if (!(await confirm(error))) throw new OverdraftDeclined();
      return send(true);
    }
  };
}
