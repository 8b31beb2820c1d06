import type { VatSettingsEvent } from '@dealer/domain';
import { VAT_SETTINGS_VERSIONS, type RowOf } from '@dealer/read-models';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import { RowBatch } from '../row-batch';
import type { StatementSink } from '../statements';
import { qualified } from '../../sql';

type VersionRow = RowOf<typeof VAT_SETTINGS_VERSIONS>;

/**
 * The VAT settings' versions a batch writes. A version replaces the versions dated from its own
 * date on (the domain's `evolveVatSettings`): in memory for those of the batch, and by one DELETE
 * from the earliest such date for the rows written before it.
 */
export class VatSettingsBatch {
  /** The earliest date a version of the batch applies from: rows from it on are deleted before the inserts. */
  replacedFrom: string | null = null;
  readonly versions = new Map<string, VersionRow>();

  add(effectiveFrom: string, row: VersionRow): void {
    for (const date of [...this.versions.keys()]) if (date >= effectiveFrom) this.versions.delete(date);
    if (this.replacedFrom === null || effectiveFrom < this.replacedFrom) this.replacedFrom = effectiveFrom;
    this.versions.set(effectiveFrom, row);
  }
}

declare module '../batch' {
  interface ProjectionBatch {
    vatSettings: VatSettingsBatch;
  }
}

/** Each VatSettingsChanged carries its whole version: the row of its date is (re)written from it. */
const vatSettingsHandlers = on<VatSettingsEvent, ProjectionBatch>({
  VatSettingsChanged: (data, event, { vatSettings }) =>
    vatSettings.add(data.effectiveFrom, {
      registered: data.registered,
      scheme: data.scheme,
      trade_rate_hundredths: data.tradeRateHundredths,
      prices_include_vat: data.pricesIncludeVat,
      rates_by_type_hundredths: data.ratesByTypeHundredths,
      authorized_person_name: data.authorizedPerson.name,
      authorized_person_designation: data.authorizedPerson.designation,
      changed_at: occurredAt(event),
    }),
});

export const vatSettingsProjection: Projection<'vatSettings'> = {
  name: 'vatSettings',
  tables: { vat_settings_versions: 'effective_from' },
  createState: () => new VatSettingsBatch(),
  handlers: vatSettingsHandlers,
  flush(state: VatSettingsBatch, db: StatementSink, schema: string) {
    if (state.replacedFrom === null) return;
    db.execute(`DELETE FROM ${qualified(schema, VAT_SETTINGS_VERSIONS.table)} WHERE effective_from >= $1::date`, [state.replacedFrom]);
    const rows = new RowBatch(VAT_SETTINGS_VERSIONS);
    for (const [effectiveFrom, row] of state.versions) rows.insert(effectiveFrom, row);
    rows.flush(db, schema);
  },
};
