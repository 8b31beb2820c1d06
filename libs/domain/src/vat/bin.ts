/**
 * A Bangladesh Business Identification Number (BIN): the 13 digits the VAT office issues, printed
 * on the Mushak-6.3 and carried into the 6.1 and 6.2 registers (issue 24). Suppliers and customers
 * may carry one; it is optional.
 */
export const BIN_PATTERN = /^[0-9]{13}$/;
export const BIN_MESSAGE = 'BIN must be 13 digits';

/**
 * The BIN as a request gives it: '' when left out or blank, else its 13 digits (spaces and dashes
 * as typed are dropped); `errors.bin` says otherwise.
 */
export function checkedBin(value: unknown, errors: Record<string, string>): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    errors.bin = BIN_MESSAGE;
    return '';
  }
  const digits = value.replace(/[\s-]/g, '');
  if (digits === '') return '';
  if (!BIN_PATTERN.test(digits)) errors.bin = BIN_MESSAGE;
  return digits;
}
