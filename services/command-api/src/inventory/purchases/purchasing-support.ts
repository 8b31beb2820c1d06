import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { PURCHASES_TABLE, READ_MODELS_SCHEMA, purchaseNumberText, type PurchaseRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';

/**
 * What is purchasing's own on the API side: purchase numbers for messages and searches, and the
 * model year of a chassis number. (The kits it shares with other features live in platform/.)
 */

/** Purchase numbers ('PUR-000123') for messages, from the read models; the memo number until it is projected. */
@Injectable()
export class PurchaseNumbers {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  async of(purchaseId: string | null | undefined, fallback = ''): Promise<string> {
    if (!purchaseId) return fallback;
    const row: Pick<PurchaseRecord, 'purchase_number' | 'memo_number'> | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(PURCHASES_TABLE)
      .where('id', purchaseId)
      .first('purchase_number', 'memo_number');
    return purchaseNumberText(row?.purchase_number) ?? row?.memo_number ?? fallback;
  }
}

/** The number of 'PUR-000123', '000123' or '123' as a search asks for it, or null. */
export function purchaseNumberSearched(search: string): number | null {
  const match = /^(?:pur-?)?0*(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The model year a 17-character chassis number (VIN) encodes in its 10th character (A–Y without
 * I, O, Q, U, Z, then 1–9, a 30-year cycle), the latest such year not after next year; else null.
 */
export function yearOfManufacture(chassisNo: string, today: string): number | null {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/i.test(chassisNo)) return null;
  const code = chassisNo[9].toUpperCase();
  const CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
  const index = CODES.indexOf(code);
  if (index < 0) return null;
  const latest = Number(today.slice(0, 4)) + 1;
  let year = 1980 + index;
  while (year + 30 <= latest) year += 30;
  return year;
}
