import { DEFAULT_DISCOUNT_APPROVAL_ABOVE_HUNDREDTHS, type BusinessSettingsEvent } from '@dealer/domain';
import { BUSINESS_SETTINGS, BUSINESS_SETTINGS_ROW_ID } from '@dealer/read-models';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import { RowBatch } from '../row-batch';
import type { StatementSink } from '../statements';

/** Pending write of the one business settings row for a batch. */
export class SettingsBatch {
  readonly businessSettings = new RowBatch(BUSINESS_SETTINGS);
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
      discount_approval_above_hundredths: data.discountApprovalAboveHundredths ?? DEFAULT_DISCOUNT_APPROVAL_ABOVE_HUNDREDTHS,
      // Profiles saved before the setting existed keep it on, its default.
      transaction_id_required: data.transactionIdRequired ?? true,
      // Profiles saved before these existed carry none: null, and readers answer the defaults.
      reorder_defaults: data.reorderDefaults ?? null,
      paper_footers: data.paperFooters ?? null,
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
