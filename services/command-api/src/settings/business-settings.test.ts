import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { expectRefused, type RefusedArguments } from '../test-support/refusals';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PROFILE = {
  businessName: 'Dhaka Motors',
  address: '12 Tejgaon I/A, Dhaka 1208',
  phones: ['01711000000', '028870000'],
  email: 'sales@dhakamotors.example',
  logoDataUrl: PNG,
  binVatNumber: '000123456-0101',
  invoiceTermsDays: 15,
  footerText: 'Thank you for your business.',
  // Issue 23, item 21: turned off, Mobile Banking and Card payments may be saved without their TrxID.
  transactionIdRequired: false,
  // Issue 23, item 11: a Sales user's discount above this percentage waits for an approval.
  discountApprovalAbovePercent: 12.5,
  // Issue 23, items 15 and 19: reorder defaults per product type, and each paper's own footer.
  reorderDefaults: { Motorcycle: { reorderLevel: 1, reorderQuantity: 3 }, 'Spare Parts': { reorderLevel: 5, reorderQuantity: 20 }, Accessories: { reorderLevel: 4, reorderQuantity: 12 } },
  paperFooters: { deliveryChallan: 'Received in good condition.', bookingReceipt: 'Booking money is refundable as per policy.', moneyReceipt: 'Thank you for your payment.' },
};

describe('/api/settings', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => app?.close());
  const refused = (...args: RefusedArguments) => expectRefused(app, ...args);

  it('needs the token', async () => {
    await refused('GET', '/api/settings', { token: null }, 401, 'Authentication required');
    await refused('PUT', '/api/settings', { token: null, body: PROFILE }, 401, 'Authentication required');
  });

  it('answers the defaults before anything is set: invoice terms of 30 days', async () => {
    const response = await app.request('GET', '/api/settings');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body.data, {
      businessName: '',
      address: '',
      phones: [],
      email: '',
      logoDataUrl: '',
      binVatNumber: '',
      invoiceTermsDays: 30,
      footerText: '',
      // TrxIDs are required on Mobile Banking and Card payments unless the settings say otherwise (issue 23, item 21).
      transactionIdRequired: true,
      reorderDefaults: { Motorcycle: { reorderLevel: 1, reorderQuantity: 2 }, 'Spare Parts': { reorderLevel: 5, reorderQuantity: 20 }, Accessories: { reorderLevel: 5, reorderQuantity: 20 } },
      paperFooters: {
        deliveryChallan: 'Received the goods above in good order and condition.',
        bookingReceipt: 'Booking money received. Keep this receipt to collect your motorcycle or to claim a refund.',
        moneyReceipt: 'Thank you for your payment. Keep this receipt as proof of payment.',
      },
      // A Sales user's discount above 10% waits for an approval until the settings say otherwise (issue 23, item 11).
      discountApprovalAbovePercent: 10,
      updatedAt: null,
    });
  });

  it('sets the business profile and answers it as projected; a later update keeps what it leaves out', async () => {
    const before = await app.eventCount();
    // Phones are kept normalised (issue 23, item 4): written with dashes and the country code, answered as digits.
    const saved = await app.request('PUT', '/api/settings', { body: { ...PROFILE, phones: ['01711-000000', '+880 2 8870000'] } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.message, 'Settings saved');
    const { updatedAt, ...settings } = saved.body.data;
    assert.deepEqual(settings, PROFILE);
    assert.ok(updatedAt);
    assert.equal(await app.eventCount(), before + 1);
    assert.deepEqual((await app.request('GET', '/api/settings')).body.data, saved.body.data);

    const footer = await app.request('PUT', '/api/settings', { body: { footerText: 'Goods once sold are not taken back.', logoDataUrl: null } });
    assert.equal(footer.status, 200, JSON.stringify(footer.body));
    assert.deepEqual({ ...footer.body.data, updatedAt: undefined }, { ...PROFILE, footerText: 'Goods once sold are not taken back.', logoDataUrl: '', updatedAt: undefined });

    const count = await app.eventCount();
    const same = await app.request('PUT', '/api/settings', { body: { businessName: 'Dhaka Motors' } });
    assert.equal(same.status, 200);
    assert.equal(await app.eventCount(), count, 'a save that changes nothing appends nothing');
  });

  it('refuses bad input with clear messages, appending nothing', async () => {
    const terms = 'Invoice terms must be a whole number of days from 0 to 365';
    await refused('PUT', '/api/settings', { body: { invoiceTermsDays: 366 } }, 400, terms, { invoiceTermsDays: terms });
    await refused('PUT', '/api/settings', { body: { invoiceTermsDays: -1 } }, 400, terms);
    await refused('PUT', '/api/settings', { body: { invoiceTermsDays: 7.5 } }, 400, terms);
    await refused('PUT', '/api/settings', { body: { businessName: '' } }, 400, 'Business name is required.', { businessName: 'Business name is required.' });
    await refused('PUT', '/api/settings', { body: { email: 'sales@' } }, 400, 'Please enter a valid email.', { email: 'Please enter a valid email.' });
    await refused('PUT', '/api/settings', { body: { phones: '01711000000' } }, 400, 'Phones must be a list of phone numbers');
    await refused('PUT', '/api/settings', { body: { phones: ['1', '2', '3', '4', '5', '6'] } }, 400, 'At most 5 phone numbers');
    await refused('PUT', '/api/settings', { body: { phones: ['0171 ext 5'] } }, 400, '0171 ext 5: Phone may hold only digits, spaces, brackets, dashes and a leading +');
    // Issue 23, item 4: Bangladeshi numbers only, the wrong one named.
    await refused('PUT', '/api/settings', { body: { phones: ['01711000000', '0171-23'] } }, 400, '0171-23: A mobile number has 11 digits: 01 and 9 more (e.g. 01712345678)', {
      phones: '0171-23: A mobile number has 11 digits: 01 and 9 more (e.g. 01712345678)',
    });
    await refused('PUT', '/api/settings', { body: { logoDataUrl: 'https://example.com/logo.png' } }, 400, 'Logo must be a PNG, JPEG, GIF or WebP image');
    await refused('PUT', '/api/settings', { body: { logoDataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' } }, 400, 'Logo must be a PNG, JPEG, GIF or WebP image');
    const tooLarge = `data:image/png;base64,${'A'.repeat(160 * 1024 * (4 / 3))}`;
    await refused('PUT', '/api/settings', { body: { logoDataUrl: tooLarge } }, 400, 'Logo must be at most 150 KB (this one is 160 KB)');
    await refused('PUT', '/api/settings', { body: { transactionIdRequired: 'yes' } }, 400, 'Transaction ID required must be true or false', { transactionIdRequired: 'Transaction ID required must be true or false' });
    await refused('PUT', '/api/settings', { body: { currency: 'BDT' } }, 400, 'property currency should not exist');
  });
});
