/**
 * The business settings' read-model table (in READ_MODELS_SCHEMA): one row (id 1) once the
 * profile has been set, none before (readers then answer the domain's initial settings).
 */
import { defineTable, jsonb, nullable, type RecordOf } from '../table-declaration';

/** Per product type ('Motorcycle', 'Spare Parts', 'Accessories'), as the domain's ReorderDefaults. */
type ReorderDefaultsColumn = Record<string, { reorderLevel: number; reorderQuantity: number }>;
/** As the domain's PaperFooters. */
type PaperFootersColumn = { deliveryChallan: string; bookingReceipt: string; moneyReceipt: string };

export const BUSINESS_SETTINGS_TABLE = 'business_settings';
export const BUSINESS_SETTINGS_ROW_ID = 1;

export const BUSINESS_SETTINGS = defineTable(BUSINESS_SETTINGS_TABLE, {
  key: ['id', 'int'],
  columns: {
    business_name: 'text',
    address: 'text',
    /** The phone numbers, in order. */
    phones: jsonb<string[]>(),
    email: 'text',
    /** data:image/…;base64,… or ''. */
    logo_data_url: 'text',
    bin_vat_number: 'text',
    invoice_terms_days: 'int',
    footer_text: 'text',
    /** Hundredths of a percent: a Sales user's invoice discounted above it waits for an approval. */
    discount_approval_above_hundredths: 'int',
    /** Payments by Mobile Banking and Card methods must carry their transaction ID. */
    transaction_id_required: 'boolean',
    /** Per product type `{ reorderLevel, reorderQuantity }`; null before the profile had them (the defaults apply). */
    reorder_defaults: nullable(jsonb<ReorderDefaultsColumn>()),
    /** `{ deliveryChallan, bookingReceipt, moneyReceipt }`; null before the profile had them (the defaults apply). */
    paper_footers: nullable(jsonb<PaperFootersColumn>()),
    updated_at: 'timestamptz',
  },
});
export type BusinessSettingsRecord = RecordOf<typeof BUSINESS_SETTINGS>;
