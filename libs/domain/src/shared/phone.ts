/**
 * Bangladeshi phone numbers, as the counter types them. Pure and dependency-free: the web's forms
 * call the same function as the deciders.
 *
 * The rule:
 * - a mobile number is 11 digits, `01` then 3 to 9 then 8 more (`01[3-9]XXXXXXXX`); it may be written
 *   with the country code (`+880 1712-345678`, `8801712345678`, `00880…`), which stands for the
 *   leading 0;
 * - a landline is 0, its area code and the number: 9 or 10 digits in all with the leading 0
 *   (Dhaka `02-9123456` or `02-55123456`, Chattogram `031-712345`), not starting 01;
 * - spaces, dashes, dots and brackets are allowed between the digits; a + only in front.
 * Both are kept as their digits with the leading 0 (`01712345678`, `029123456`), so one number
 * written two ways is one number.
 */
export type PhoneCheck = { ok: true; phone: string } | { ok: false; message: string };

export const PHONE_CHARACTERS_MESSAGE = 'Phone may hold only digits, spaces, brackets, dashes and a leading +';
export const MOBILE_LENGTH_MESSAGE = 'A mobile number has 11 digits: 01 and 9 more (e.g. 01712345678)';
export const MOBILE_OPERATOR_MESSAGE = 'A mobile number starts with 013 to 019 (e.g. 01712345678)';
export const LANDLINE_LENGTH_MESSAGE = 'A landline number has 9 or 10 digits with its area code (e.g. 02-9123456)';
export const PHONE_START_MESSAGE = 'A phone number starts with 0 (mobile 01…, landline 0 and the area code) or +880';
export const PHONE_COUNTRY_MESSAGE = 'Only Bangladeshi numbers are taken: +880 and the number (e.g. +8801712345678)';

const WRITTEN = /^\+?\(?[0-9][0-9 ().-]*$/;

/** The number's digits with Bangladesh's country code written as the national leading 0. */
function nationalDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (!phone.startsWith('+') && !digits.startsWith('880')) return digits;
  // International form (+…, 00…, or 880…): only Bangladesh's code.
  if (!digits.startsWith('880')) return null;
  return `0${digits.slice(3)}`;
}

/** Checks a Bangladeshi mobile or landline number and gives it normalised, or says what is wrong. */
export function checkBangladeshPhone(input: string): PhoneCheck {
  const phone = input.trim();
  if (!WRITTEN.test(phone)) return { ok: false, message: PHONE_CHARACTERS_MESSAGE };
  const digits = nationalDigits(phone);
  if (digits === null) return { ok: false, message: PHONE_COUNTRY_MESSAGE };
  if (digits.startsWith('01')) {
    if (digits.length !== 11) return { ok: false, message: MOBILE_LENGTH_MESSAGE };
    if (!/^01[3-9]/.test(digits)) return { ok: false, message: MOBILE_OPERATOR_MESSAGE };
    return { ok: true, phone: digits };
  }
  if (!digits.startsWith('0')) return { ok: false, message: PHONE_START_MESSAGE };
  if (digits.length < 9 || digits.length > 10) return { ok: false, message: LANDLINE_LENGTH_MESSAGE };
  return { ok: true, phone: digits };
}
