/**
 * The business settings' read-model table (in READ_MODELS_SCHEMA): one row (id 1) once the
 * profile has been set, none before (readers then answer the domain's initial settings).
 */
export const BUSINESS_SETTINGS_TABLE = 'business_settings';
export const BUSINESS_SETTINGS_ROW_ID = 1;

export interface BusinessSettingsRecord {
  id: number;
  business_name: string;
  address: string;
  /** The phone numbers, in order. */
  phones: string[];
  email: string;
  /** data:image/…;base64,… or ''. */
  logo_data_url: string;
  bin_vat_number: string;
  invoice_terms_days: number;
  footer_text: string;
  updated_at: Date;
}
