import { InputNumber, type InputNumberProps } from 'antd';

/** Indian digit grouping of the whole part: 123456.78 → 1,23,456.78 (what the user typed stays as typed). */
export function groupTakaText(text: string | number | undefined): string {
  if (text === undefined || text === null || text === '') return '';
  const raw = String(text);
  const negative = raw.startsWith('-');
  const [whole = '', ...rest] = raw.replace(/^-/, '').replace(/,/g, '').split('.');
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${whole.slice(-3)}`;
  return `${negative ? '-' : ''}${grouped}${rest.length > 0 ? `.${rest.join('')}` : ''}`;
}

/** The typed text without grouping commas or the taka sign: what the form keeps is a plain number. */
export const parseTakaText = (text: string | undefined): string => (text ?? '').replace(/[,\s৳]/g, '');

export type TakaInputProps = Omit<InputNumberProps<number>, 'formatter' | 'parser'>;

/** Every money input: taka with Indian grouping while typing (1,23,456.78), two decimals, a plain number in the form. */
export function TakaInput({ precision = 2, step = 0.01, style, ...props }: TakaInputProps) {
  return (
    <InputNumber<number>
      precision={precision}
      step={step}
      formatter={(value) => groupTakaText(value)}
      parser={(text) => parseTakaText(text) as unknown as number}
      style={{ width: '100%', ...style }}
      {...props}
    />
  );
}
