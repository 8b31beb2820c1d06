import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA, USERS_TABLE, VAT_PAYMENTS_TABLE, VAT_RETURNS_TABLE, type VatReturnRecord } from '@dealer/read-models';
import { lastDayOfPeriod, validationError, vatPeriodProblem, vatReturnFigures, type Poisha } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { dhakaDate } from '../../platform/dates';
import { poishaFromColumn, takaOf } from '../../platform/taka';
import { VatRegisterFigures } from './vat-register-figures';

/** Refuses a period that is not a month of the books' years (2026-13, 9999-01), naming it. */
export function assertVatPeriod(period: string): void {
  const problem = vatPeriodProblem(period);
  if (problem) throw validationError(problem, { period: problem });
}

type SubmittedReturn = VatReturnRecord & { submitted_by_name: string | null };

/** What the return needs to submit a month: its output VAT, input credit and the credit carried in (poisha). */
export interface VatReturnBasis {
  outputVat: Poisha;
  inputVat: Poisha;
  carriedForward: Poisha;
}

const tie = (register: Poisha, ledger: Poisha) => ({ register: takaOf(register), ledger: takaOf(ledger), difference: takaOf(register - ledger), agrees: register === ledger });

/**
 * A month's return (Mushak-9.1 figures; issue 24 item 4): output VAT by rate, exempt and
 * zero-rated sales, purchases and input credit, the offset, net payable, what was paid and the
 * credit carried; a submitted month answers the figures it was submitted with. The tie-out sets
 * the registers' output and input VAT beside the month's postings to VAT Payable and VAT Input Credit.
 */
@Injectable()
export class VatReturnQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex, private readonly registers: VatRegisterFigures) {}

  private submittedReturns() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${VAT_RETURNS_TABLE} as r`)
      .leftJoin(`${USERS_TABLE} as u`, 'u.id', 'r.submitted_by')
      .select('r.*', 'u.name as submitted_by_name');
  }

  /** The credit the latest month submitted before `period` left to carry (0 when none was). */
  private async carriedInto(period: string): Promise<Poisha> {
    const before: VatReturnRecord | undefined = await this.database.withSchema(READ_MODELS_SCHEMA).from(VAT_RETURNS_TABLE).where('period', '<', period).orderBy('period', 'desc').first();
    if (!before) return 0;
    return poishaFromColumn(before.input_vat) + poishaFromColumn(before.carried_forward) - poishaFromColumn(before.offset_amount);
  }

  /** The figures a submission of `period` posts from. */
  async basis(period: string): Promise<VatReturnBasis> {
    const registers = await this.registers.month(period);
    return { outputVat: registers.outputVat, inputVat: registers.purchases.inputVatCredited, carriedForward: await this.carriedInto(period) };
  }

  async get(period: string) {
    assertVatPeriod(period);
    const [registers, ledger, submitted, paidRow] = await Promise.all([
      this.registers.month(period),
      this.registers.ledger(period),
      this.submittedReturns().where('r.period', period).first() as Promise<SubmittedReturn | undefined>,
      this.database.withSchema(READ_MODELS_SCHEMA).from(VAT_PAYMENTS_TABLE).where('period', period).first(this.database.raw('coalesce(sum(amount), 0)::text as paid')) as Promise<{ paid: string }>,
    ]);
    const outputVat = submitted ? poishaFromColumn(submitted.output_vat) : registers.outputVat;
    const inputVat = submitted ? poishaFromColumn(submitted.input_vat) : registers.purchases.inputVatCredited;
    const carriedForward = submitted ? poishaFromColumn(submitted.carried_forward) : await this.carriedInto(period);
    const { offset, netPayable, creditToCarry } = vatReturnFigures(outputVat, inputVat, carriedForward);
    const paid = poishaFromColumn(paidRow?.paid ?? '0');
    const lastDay = lastDayOfPeriod(period);
    return {
      period,
      lastDay,
      ended: dhakaDate() > lastDay,
      outputVat: takaOf(outputVat),
      inputVat: takaOf(inputVat),
      carriedForward: takaOf(carriedForward),
      offset: takaOf(offset),
      netPayable: takaOf(netPayable),
      creditToCarry: takaOf(creditToCarry),
      paid: takaOf(paid),
      /** What is left to pay of the net payable (below zero: paid in advance). */
      balanceDue: takaOf(netPayable - paid),
      salesByRate: registers.salesByRate.map((rate) => ({ ratePercent: rate.ratePercentHundredths / 100, taxableValue: takaOf(rate.taxableValue), vat: takaOf(rate.vat) })),
      exemptValue: takaOf(registers.exemptValue),
      zeroRatedValue: takaOf(registers.zeroRatedValue),
      purchases: { taxableValue: takaOf(registers.purchases.taxableValue), inputVat: takaOf(registers.purchases.inputVat), inputVatCredited: takaOf(registers.purchases.inputVatCredited) },
      // Credit notes (Mushak-6.7) and debit notes (6.8) come with the returns issue.
      creditNotes: 0,
      debitNotes: 0,
      submitted: submitted
        ? { submittedAt: new Date(submitted.submitted_at).toISOString(), submittedBy: submitted.submitted_by_name ?? '', journalEntryId: submitted.journal_entry_id }
        : null,
      tieOut: { outputVat: tie(registers.outputVat, ledger.outputVat), inputVat: tie(registers.purchases.inputVatCredited, ledger.inputVat) },
    };
  }
}
