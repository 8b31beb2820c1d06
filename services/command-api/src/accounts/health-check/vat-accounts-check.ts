import { toTaka } from '@dealer/domain';
import type { HealthCheckResult } from './health-check';

/** The VAT accounts' balances and what the registers, returns and payments say they hold (poisha as text). */
export interface VatFigures {
  vat_payable: string;
  vat_input_credit: string;
  register_output_vat: string;
  register_input_vat: string;
  vat_offsets: string;
  vat_paid: string;
}

/** The columns of VatFigures, for the health check's one query. */
export function vatFiguresColumns(schema: string, tables: { accounts: string; registerLines: string; returns: string; payments: string }): string {
  const accounts = `${schema}.${tables.accounts}`;
  return `(select coalesce(sum(credit_total - debit_total), 0) from ${accounts} where system_role = 'vatPayable')::text as vat_payable,
      (select coalesce(sum(debit_total - credit_total), 0) from ${accounts} where system_role = 'vatInputCredit')::text as vat_input_credit,
      (select coalesce(sum(vat), 0) from ${schema}.${tables.registerLines} where register = 'sales')::text as register_output_vat,
      (select coalesce(sum(vat), 0) from ${schema}.${tables.registerLines} where register = 'purchases' and input_vat_credited)::text as register_input_vat,
      (select coalesce(sum(offset_amount), 0) from ${schema}.${tables.returns})::text as vat_offsets,
      (select coalesce(sum(amount), 0) from ${schema}.${tables.payments})::text as vat_paid`;
}

const taka = (poisha: bigint) => toTaka(Number(poisha));

/**
 * VAT Payable holds the registers' output VAT less the returns' offsets and the payments; VAT
 * Input Credit the registers' credited input VAT less the offsets (issue 24 item 4). A VAT posting
 * made by hand, or a document whose register line is missing, shows here by how much.
 */
export function vatAccountsCheck(figures: VatFigures): HealthCheckResult {
  const [payable, inputCredit, output, input, offsets, paid] = [figures.vat_payable, figures.vat_input_credit, figures.register_output_vat, figures.register_input_vat, figures.vat_offsets, figures.vat_paid].map((value) => BigInt(value));
  const expectedPayable = output - offsets - paid;
  const expectedInputCredit = input - offsets;
  const payableDifference = payable - expectedPayable;
  const inputDifference = inputCredit - expectedInputCredit;
  const passed = payableDifference === 0n && inputDifference === 0n;
  const abs = (value: bigint) => (value < 0n ? -value : value);
  const differences = [
    ...(payableDifference === 0n ? [] : [`VAT Payable differs by ৳${taka(abs(payableDifference)).toFixed(2)}`]),
    ...(inputDifference === 0n ? [] : [`VAT Input Credit differs by ৳${taka(abs(inputDifference)).toFixed(2)}`]),
  ];
  return {
    type: 'VAT Accounts',
    description: passed ? 'VAT accounts agree with the registers' : `VAT accounts do not agree with the registers: ${differences.join('; ')}`,
    severity: 'High',
    passed,
    link: '/vat?tab=return',
    details: {
      vatPayable: taka(payable),
      expectedVatPayable: taka(expectedPayable),
      vatInputCredit: taka(inputCredit),
      expectedVatInputCredit: taka(expectedInputCredit),
      registerOutputVat: taka(output),
      registerInputVat: taka(input),
      offsets: taka(offsets),
      paid: taka(paid),
    },
  };
}
