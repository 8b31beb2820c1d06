import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  checkBangladeshPhone,
  LANDLINE_LENGTH_MESSAGE,
  MOBILE_LENGTH_MESSAGE,
  MOBILE_OPERATOR_MESSAGE,
  PHONE_CHARACTERS_MESSAGE,
  PHONE_COUNTRY_MESSAGE,
  PHONE_START_MESSAGE,
} from './phone';

describe('Bangladeshi phone numbers', () => {
  it('takes a mobile number however it is written and keeps it as 01XXXXXXXXX', () => {
    for (const written of ['01712345678', '01712-345678', '0171 234 5678', '+8801712345678', '+880 1712-345678', '8801712345678', '00880 1712 345678', ' (017) 1234-5678 ']) {
      assert.deepEqual(checkBangladeshPhone(written), { ok: true, phone: '01712345678' }, written);
    }
    for (const operator of ['013', '014', '015', '016', '017', '018', '019']) assert.equal(checkBangladeshPhone(`${operator}12345678`).ok, true, operator);
  });

  it('takes a landline with its area code, 9 or 10 digits with the leading 0, kept as its digits', () => {
    assert.deepEqual(checkBangladeshPhone('02-9123456'), { ok: true, phone: '029123456' });
    assert.deepEqual(checkBangladeshPhone('02-55123456'), { ok: true, phone: '0255123456' });
    assert.deepEqual(checkBangladeshPhone('+880 31 712345'), { ok: true, phone: '031712345' });
  });

  it('says what is wrong with a number that is not one', () => {
    const refused = (written: string, message: string) => assert.deepEqual(checkBangladeshPhone(written), { ok: false, message }, written);
    refused('0171-23', MOBILE_LENGTH_MESSAGE);
    refused('017112345678', MOBILE_LENGTH_MESSAGE);
    refused('+880 1711-00000', MOBILE_LENGTH_MESSAGE);
    refused('01212345678', MOBILE_OPERATOR_MESSAGE);
    refused('02-912345', LANDLINE_LENGTH_MESSAGE);
    refused('02-912345678', LANDLINE_LENGTH_MESSAGE);
    refused('1712345678', PHONE_START_MESSAGE);
    refused('+44 20 7946 0958', PHONE_COUNTRY_MESSAGE);
    refused('ask at the shop', PHONE_CHARACTERS_MESSAGE);
    refused('017-12+345678', PHONE_CHARACTERS_MESSAGE);
  });
});
