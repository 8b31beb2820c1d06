import type { Rule } from 'antd/es/form';
import { checkBangladeshPhone } from '../../../../libs/domain/src/shared/phone';

/**
 * A phone field's rule: the server's own check (libs/domain shared/phone.ts: a Bangladeshi mobile
 * 01[3-9]XXXXXXXX, also written +880…, or a landline with its area code), so the form says what
 * the server would. An empty field is left to the required rule; `recorded` (the phone as saved
 * before the rule, or a list of them) is taken as it is, as the server keeps it. `named` prefixes the number to the
 * message, as the business profile's list of phones is answered.
 */
export function bangladeshPhoneRule(options: { recorded?: string | readonly string[]; named?: boolean } = {}): Rule {
  const recorded: readonly (string | undefined)[] = Array.isArray(options.recorded) ? options.recorded : [options.recorded as string | undefined];
  return {
    validator: async (_, value: unknown) => {
      const phone = typeof value === 'string' ? value.trim() : '';
      if (!phone || recorded.includes(phone)) return;
      const checked = checkBangladeshPhone(phone);
      if (!checked.ok) throw new Error(options.named ? `${phone}: ${checked.message}` : checked.message);
    },
  };
}
