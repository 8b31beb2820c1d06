import type { Rule } from 'antd/es/form';
import { checkedBin } from '../../../../libs/domain/src/vat/bin';

/**
 * A BIN field's rule (issue 24): the server's own check (libs/domain vat/bin.ts: 13 digits, spaces
 * and dashes as typed dropped; empty is none), so the form says what the server would.
 */
export const binRule: Rule = {
  validator: async (_, value: unknown) => {
    const errors: Record<string, string> = {};
    checkedBin(typeof value === 'string' ? value : undefined, errors);
    if (errors.bin) throw new Error(errors.bin);
  },
};
