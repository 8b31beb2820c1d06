import type { Knex } from 'knex';

/**
 * A payment method's processing fee is kept in hundredths of a percent (1.85% is 185), no longer
 * in tenths: the stored tenths become hundredths (×10) under the new column name. The events are
 * not rewritten; those written with `processingFeeTenths` are upcast when read, so a rebuild
 * projects the same values.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_methods', (table) => {
    table.renameColumn('processing_fee_tenths', 'processing_fee_hundredths');
  });
  await knex.raw('UPDATE payment_methods SET processing_fee_hundredths = processing_fee_hundredths * 10 WHERE processing_fee_hundredths <> 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('UPDATE payment_methods SET processing_fee_hundredths = round(processing_fee_hundredths / 10.0) WHERE processing_fee_hundredths <> 0');
  await knex.schema.alterTable('payment_methods', (table) => {
    table.renameColumn('processing_fee_hundredths', 'processing_fee_tenths');
  });
}
