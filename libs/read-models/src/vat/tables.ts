/**
 * The VAT settings' read-model table (in READ_MODELS_SCHEMA): one row per version, keyed by the
 * date it applies from (issue 24, DESIGN §10). A version dated back replaces the versions from its
 * date on, as the domain's fold does, so the rows are the stream's versions, oldest first by date.
 */
import { defineTable, jsonb, text, type RecordOf } from '../table-declaration';

export const VAT_SETTINGS_VERSIONS_TABLE = 'vat_settings_versions';

export const VAT_SETTINGS_VERSIONS = defineTable(VAT_SETTINGS_VERSIONS_TABLE, {
  key: ['effective_from', 'date'],
  columns: {
    registered: 'boolean',
    scheme: text<'Standard' | 'Trade'>(),
    /** Hundredths of a percent (5 % is 500). */
    trade_rate_hundredths: 'int',
    prices_include_vat: 'boolean',
    /** Per type (Motorcycle, Spare Parts, Accessories, Service): hundredths of a percent. */
    rates_by_type_hundredths: jsonb<Record<string, number>>(),
    authorized_person_name: 'text',
    authorized_person_designation: 'text',
    /** When the version was saved (the event's time). */
    changed_at: 'timestamptz',
  },
});
export type VatSettingsVersionRecord = RecordOf<typeof VAT_SETTINGS_VERSIONS>;
