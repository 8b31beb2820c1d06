import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { initialBusinessSettingsState, paperFootersOf, reorderDefaultsOf } from '@dealer/domain';
import { BUSINESS_SETTINGS_ROW_ID, BUSINESS_SETTINGS_TABLE, READ_MODELS_SCHEMA, type BusinessSettingsRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../infrastructure/tokens';

/** The business profile as documents print it: the domain's initial settings until it is first set. */
@Injectable()
export class BusinessSettingsQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  async get() {
    const row: BusinessSettingsRecord | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(BUSINESS_SETTINGS_TABLE)
      .where({ id: BUSINESS_SETTINGS_ROW_ID })
      .first();
    if (!row) {
      const { discountApprovalAboveHundredths, ...initial } = initialBusinessSettingsState;
      return { ...initial, discountApprovalAbovePercent: discountApprovalAboveHundredths / 100, updatedAt: null };
    }
    return {
      businessName: row.business_name,
      address: row.address,
      phones: row.phones,
      email: row.email,
      logoDataUrl: row.logo_data_url,
      binVatNumber: row.bin_vat_number,
      invoiceTermsDays: row.invoice_terms_days,
      footerText: row.footer_text,
      transactionIdRequired: row.transaction_id_required,
      discountApprovalAbovePercent: row.discount_approval_above_hundredths / 100,
      reorderDefaults: reorderDefaultsOf(row.reorder_defaults),
      paperFooters: paperFootersOf(row.paper_footers),
      updatedAt: row.updated_at,
    };
  }
}
