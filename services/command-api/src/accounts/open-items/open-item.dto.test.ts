import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import 'reflect-metadata';
import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '../../platform/validation';
import { PayablePaymentRequest } from '../payables/payable.dto';
import { ReceivablePaymentRequest } from '../receivables/receivable.dto';

/** The 400's body for `body` sent as `metatype`. */
async function refusalOf(metatype: new () => object, body: object) {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype });
  } catch (error) {
    assert.ok(error instanceof BadRequestException);
    return error.getResponse() as { message: string; errors: Record<string, string> };
  }
  assert.fail('the body was accepted');
}

describe('a payment on an open item: the shared fields first, then the kind\'s own', () => {
  it('given every field of a payable\'s payment wrong, then the fields are refused in the order the form shows them, the amount\'s message first', async () => {
    const answer = await refusalOf(PayablePaymentRequest, { cashAccount: 'x', payableId: 'y', allowOverdraft: 'z', notes: 5 });
    assert.equal(answer.message, 'Please enter amount!');
    assert.deepStrictEqual(Object.keys(answer.errors), ['amount', 'paymentMethod', 'paymentDate', 'notes', 'cashAccount', 'payableId', 'allowOverdraft']);
  });

  it('given a receivable\'s payment naming a malformed receivable and no amount, then the amount\'s message, the receivable last', async () => {
    const answer = await refusalOf(ReceivablePaymentRequest, { receivableId: 'y', paymentMethod: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', paymentDate: '2025-01-01' });
    assert.equal(answer.message, 'Please enter amount!');
    assert.deepStrictEqual(Object.keys(answer.errors), ['amount', 'receivableId']);
  });
});
