import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '@dealer/domain';
import { inContractWords, type ContractWords } from './refusals';
import { payableRefusals } from '../accounts/payables/payable.refusals';
import type { PayableQueries } from '../accounts/payables/payable-queries';

const noQueries = {} as PayableQueries;

async function worded(error: DomainError, words: ContractWords): Promise<DomainError> {
  const answer = await inContractWords(error, words);
  assert.ok(answer instanceof DomainError);
  return answer;
}

describe('refusals in the contract words', () => {
  it('words a refusal by its code, whatever the domain says', async () => {
    const error = new DomainError('Reworded: bill B-7 is taken', 'conflict', undefined, { code: 'bill_number_taken', params: { billNumber: 'B-7', supplier: 'Acme' } });
    const answer = await worded(error, payableRefusals(noQueries, null));
    assert.equal(answer.message, 'Bill number B-7 is already used for Acme');
    assert.equal(answer.kind, 'conflict');
    assert.deepStrictEqual(answer.fieldErrors, { billNumber: 'Bill number B-7 is already used for Acme' });
  });

  it('words each field error by its field and code, renames fields, and keeps the message of the first field', async () => {
    const error = new DomainError('Please select account', 'validation', { debitAccount: 'Please select account', notes: 'Notes must be at most 500 characters' }, undefined, {
      debitAccount: { code: 'required' },
    });
    const answer = await worded(error, payableRefusals(noQueries, null));
    assert.equal(answer.message, 'Please select an account!');
    assert.deepStrictEqual(answer.fieldErrors, { account: 'Please select an account!', notes: 'Notes must be at most 500 characters' });
  });

  it('leaves a refusal without a code as the domain words it, even one that reads like a coded one', async () => {
    const error = new DomainError('Payable B-7 is fully paid', 'rule');
    assert.equal(await inContractWords(error, payableRefusals(noQueries, null)), error);
    const other = new Error('not a refusal');
    assert.equal(await inContractWords(other, payableRefusals(noQueries, null)), other);
  });
});
