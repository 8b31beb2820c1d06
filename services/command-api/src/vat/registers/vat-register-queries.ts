import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { vatMonthFigures, vatRegisterQuery, vatRegisterRowView, VAT_REGISTER_ORDER, type VatRegister, type VatRegisterPeriod, type VatRegisterRecord } from '@dealer/read-models';
import { lastDayOfPeriod, refusalOf, validationError, vatPeriodProblem, type Poisha } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { poishaFromColumn, takaOf } from '../../platform/taka';
import type { VatRegisterQuery } from './vat-registers.dto';

const REGISTER_LIST: ListShape = {
  sortable: { date: [...VAT_REGISTER_ORDER] },
  defaultOrder: VAT_REGISTER_ORDER.map((column) => ({ column, order: 'asc' as const })),
  tiebreaker: 'l.id',
};

/** A month's register figures, poisha (what the return reads: VatRegisterQueries.monthFigures). */
export interface VatMonthRegisterFigures {
  salesByRate: { ratePercentHundredths: number; taxableValue: Poisha; vat: Poisha }[];
  exemptValue: Poisha;
  zeroRatedValue: Poisha;
  outputVat: Poisha;
  purchases: { taxableValue: Poisha; inputVat: Poisha; inputVatCredited: Poisha };
}

/** The end before the start is refused with the field named (the DTO checked each is a date). */
export function registerPeriodOf(query: VatRegisterPeriod): VatRegisterPeriod {
  if (query.endDate < query.startDate) {
    const message = `endDate (${query.endDate}) must be on or after startDate (${query.startDate})`;
    throw validationError(message, { endDate: message }, { endDate: refusalOf('end_before_start', { startDate: query.startDate, endDate: query.endDate }, 'endDate') });
  }
  return { startDate: query.startDate, endDate: query.endDate };
}

/**
 * The Mushak-6.2 sales register and the Mushak-6.1 purchase register (issue 24 item 5): a page of
 * a register's rows in date and time order, and a month's figures, which the VAT return reads
 * (inject VatRegisterQueries from VatRegistersModule).
 */
@Injectable()
export class VatRegisterQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  async list(register: VatRegister, query: VatRegisterQuery) {
    const base = vatRegisterQuery(this.database, register, registerPeriodOf(query));
    const { rows, pagination } = await pagedList<VatRegisterRecord>(base, REGISTER_LIST, { ...query, search: undefined });
    return { rows: rows.map(vatRegisterRowView), pagination };
  }

  /** The month's figures in poisha (sales by rate from the highest, exempt, zero-rated, output VAT; purchases). */
  async monthFigures(period: string): Promise<VatMonthRegisterFigures> {
    const problem = vatPeriodProblem(period);
    if (problem) throw validationError(problem, { period: problem }, { period: refusalOf('vat_period_invalid', { period }, 'period') });
    const figures = await vatMonthFigures(this.database, { startDate: `${period}-01`, endDate: lastDayOfPeriod(period) });
    const poisha = (value: bigint) => poishaFromColumn(value);
    return {
      salesByRate: figures.salesByRate
        .map((rate) => ({ ratePercentHundredths: rate.rateHundredths, taxableValue: poisha(rate.taxableValue), vat: poisha(rate.vat) }))
        .sort((left, right) => right.ratePercentHundredths - left.ratePercentHundredths),
      exemptValue: poisha(figures.exemptValue),
      zeroRatedValue: poisha(figures.zeroRatedValue),
      outputVat: poisha(figures.outputVat),
      purchases: { taxableValue: poisha(figures.purchasesTaxableValue), inputVat: poisha(figures.inputVat), inputVatCredited: poisha(figures.inputVatCredited) },
    };
  }

  /** The month's summary as the API answers it (taka). */
  async monthSummary(period: string) {
    const figures = await this.monthFigures(period);
    return {
      period,
      sales: {
        byRate: figures.salesByRate.map((rate) => ({ ratePercent: rate.ratePercentHundredths / 100, taxableValue: takaOf(rate.taxableValue), vat: takaOf(rate.vat) })),
        exemptValue: takaOf(figures.exemptValue),
        zeroRatedValue: takaOf(figures.zeroRatedValue),
        outputVat: takaOf(figures.outputVat),
      },
      purchases: {
        taxableValue: takaOf(figures.purchases.taxableValue),
        inputVat: takaOf(figures.purchases.inputVat),
        inputVatCredited: takaOf(figures.purchases.inputVatCredited),
      },
    };
  }
}
