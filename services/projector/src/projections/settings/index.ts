import type { BusinessSettingsEvent } from '@dealer/domain';
import { BUSINESS_SETTINGS_ROW_ID } from '@dealer/read-models';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import { RowBatch } from '../row-batch';
import type { StatementSink } from '../statements';

interface BusinessSettingsRow extends Record<string, string | number | string[]> {
  business_name: string;
  address: string;
  phones: string[];
  email: string;
  logo_data_url: string;
  bin_vat_number: string;
  invoice_terms_days: number;
  footer_text: string;
  updated_at: string;
}

/** Pending write of the one business settings row for a batch. */
export class SettingsBatch {
  readonly businessSettings = new RowBatch<BusinessSettingsRow>({
    table: 'business_settings',
    key: { name: 'id', type: 'int' },
    columns: {
      business_name: 'text',
      address: 'text',
      phones: 'jsonb',
      email: 'text',
      logo_data_url: 'text',
      bin_vat_number: 'text',
      invoice_terms_days: 'int',
      footer_text: 'text',
      updated_at: 'timestamptz',
    },
  });
}

declare module '../batch' {
  interface ProjectionBatch {
    settings: SettingsBatch;
  }
}

/** Each BusinessSettingsUpdated carries the whole profile: the row is (re)written from it. */
const settingsHandlers = on<BusinessSettingsEvent, ProjectionBatch>({
  BusinessSettingsUpdated: (data, event, { settings }) =>
    settings.businessSettings.insert(BUSINESS_SETTINGS_ROW_ID, {
      business_name: data.businessName,
      address: data.address,
      phones: data.phones,
      email: data.email,
      logo_data_url: data.logoDataUrl,
      bin_vat_number: data.binVatNumber,
      invoice_terms_days: data.invoiceTermsDays,
      footer_text: data.footerText,
      updated_at: occurredAt(event),
    }),
});

export const settingsProjection: Projection<'settings'> = {
  name: 'settings',
  tables: { business_settings: 'id' },
  createState: () => new SettingsBatch(),
  handlers: settingsHandlers,
  flush(state: SettingsBatch, db: StatementSink, schema: string) {
    state.businessSettings.flush(db, schema);
  },
};
