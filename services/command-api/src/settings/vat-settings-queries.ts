import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { DEFAULT_VAT_SETTINGS, VAT_RATE_TYPES, type VatRateType, type VatScheme } from '@dealer/domain';
import { READ_MODELS_SCHEMA, VAT_SETTINGS_VERSIONS_TABLE, type VatSettingsVersionRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../infrastructure/tokens';

/** A version of the VAT settings as the API speaks it: percentages in percent. */
export interface VatSettingsAnswer {
  registered: boolean;
  scheme: VatScheme;
  tradeRatePercent: number;
  pricesIncludeVat: boolean;
  ratesByType: Record<VatRateType, number>;
  authorizedPerson: { name: string; designation: string };
  /** YYYY-MM-DD; null for the defaults (never set). */
  effectiveFrom: string | null;
  /** When the version was saved; null for the defaults. */
  changedAt: Date | null;
}

const percentOf = (hundredths: number) => hundredths / 100;

function ratesOf(hundredthsByType: Record<string, number>): Record<VatRateType, number> {
  return Object.fromEntries(
    VAT_RATE_TYPES.map((type) => [type, percentOf(hundredthsByType[type] ?? DEFAULT_VAT_SETTINGS.ratesByTypeHundredths[type])]),
  ) as Record<VatRateType, number>;
}

const DEFAULT_ANSWER: VatSettingsAnswer = {
  registered: DEFAULT_VAT_SETTINGS.registered,
  scheme: DEFAULT_VAT_SETTINGS.scheme,
  tradeRatePercent: percentOf(DEFAULT_VAT_SETTINGS.tradeRateHundredths),
  pricesIncludeVat: DEFAULT_VAT_SETTINGS.pricesIncludeVat,
  ratesByType: ratesOf(DEFAULT_VAT_SETTINGS.ratesByTypeHundredths),
  authorizedPerson: { ...DEFAULT_VAT_SETTINGS.authorizedPerson },
  effectiveFrom: null,
  changedAt: null,
};

const answerOf = (row: VatSettingsVersionRecord): VatSettingsAnswer => ({
  registered: row.registered,
  scheme: row.scheme,
  tradeRatePercent: percentOf(row.trade_rate_hundredths),
  pricesIncludeVat: row.prices_include_vat,
  ratesByType: ratesOf(row.rates_by_type_hundredths),
  authorizedPerson: { name: row.authorized_person_name, designation: row.authorized_person_designation },
  effectiveFrom: row.effective_from,
  changedAt: row.changed_at,
});

/**
 * The VAT settings as they now stand (the version with the latest date, as the domain's
 * `currentVatSettings`; the defaults, not registered, before any) and every version, newest first.
 */
@Injectable()
export class VatSettingsQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  async get(): Promise<VatSettingsAnswer & { history: VatSettingsAnswer[] }> {
    const rows: VatSettingsVersionRecord[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(VAT_SETTINGS_VERSIONS_TABLE)
      .orderBy('effective_from', 'desc');
    const history = rows.map(answerOf);
    return { ...(history[0] ?? DEFAULT_ANSWER), history };
  }
}
