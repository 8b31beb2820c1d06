import { DatePicker, type DatePickerProps } from 'antd';
import { DISPLAY_DATE_FORMAT } from '../format/date';

/**
 * What a date input accepts when typed: the display format first (it is also what is shown),
 * then ISO (2025-03-31) and day-first (31/03/2025).
 */
export const DATE_INPUT_FORMATS = [DISPLAY_DATE_FORMAT, 'YYYY-MM-DD', 'DD/MM/YYYY', 'D/M/YYYY', 'MMM D, YYYY'];

/** The one date input of the forms: shows Mar 31, 2025 and accepts the formats above when typed. */
export function DateInput({ style, ...props }: Omit<DatePickerProps, 'format'>) {
  return <DatePicker format={DATE_INPUT_FORMATS} style={{ width: '100%', ...style }} {...props} />;
}
