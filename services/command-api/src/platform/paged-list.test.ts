import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { orderOf, type ListShape } from './paged-list';

describe('orderOf', () => {
  const shape: ListShape = {
    sortable: { name: 'c.name', date: ['c.date', 'c.number'] },
    defaultOrder: [{ column: 'c.date', order: 'desc' }, { column: 'c.name' }],
    tiebreaker: 'c.id',
  };

  it('ends the default order with the tiebreaker, in the direction of its last term', () => {
    assert.deepEqual(orderOf(shape, {}), [
      { column: 'c.date', order: 'desc' },
      { column: 'c.name', order: 'asc' },
      { column: 'c.id', order: 'asc' },
    ]);
  });

  it('reverses the default order when sortOrder alone differs from its first term', () => {
    assert.deepEqual(orderOf(shape, { sortOrder: 'desc' }), orderOf(shape, {}));
    assert.deepEqual(
      orderOf(shape, { sortOrder: 'asc' }).map((term) => term.order),
      ['asc', 'desc', 'desc'],
    );
  });

  it('sorts by every column of a whitelisted name, then the tiebreaker', () => {
    assert.deepEqual(orderOf(shape, { sortBy: 'date', sortOrder: 'desc' }), [
      { column: 'c.date', order: 'desc' },
      { column: 'c.number', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ]);
  });

  it('refuses a name outside the whitelist, naming the allowed ones', () => {
    assert.throws(() => orderOf(shape, { sortBy: 'c.name; drop table x' }), (error: { getStatus(): number; getResponse(): unknown }) => {
      assert.equal(error.getStatus(), 400);
      assert.deepEqual(error.getResponse(), { success: false, message: 'sortBy must be one of: name, date', errors: { sortBy: 'sortBy must be one of: name, date' } });
      return true;
    });
    assert.throws(() => orderOf(shape, { sortBy: 'constructor' }), /sortBy must be one of/);
  });
});

/** Every list pages, sorts and searches through pagedList: the same rules on each. */
describe('paged lists over HTTP', () => {
  let app: TestApp;
  const account: Record<string, string> = {};

  const get = async (path: string) => {
    const response = await app.request('GET', path);
    assert.equal(response.status, 200, `${path}: ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const withParams = (path: string, params: string) => `${path}${path.includes('?') ? '&' : '?'}${params}`;
  const ids = (items: { _id: string }[]) => items.map((item) => item._id);

  /** Follows nextCursor from an empty `after` to the end, `limit` rows a page. */
  async function keysetWalk(path: string, listKey: string, limit: number) {
    const items: { _id: string }[] = [];
    const pages: Record<string, unknown>[] = [];
    for (let cursor = ''; pages.length < 200; ) {
      const data = await get(withParams(path, `limit=${limit}&after=${encodeURIComponent(cursor)}`));
      items.push(...data[listKey]);
      pages.push(data.pagination);
      if (data.pagination.nextCursor === null) break;
      cursor = data.pagination.nextCursor;
    }
    return { items, pages };
  }

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    for (const row of (await get('/api/accounts/chart-of-accounts')).accounts) account[row.code] = row._id;
    for (const [name, type] of [['ZZ Zeta', 'Asset'], ['ZZ Alpha', 'Revenue'], ['ZZ Mid', 'Expense']]) {
      assert.equal((await app.request('POST', '/api/accounts/gl-classes', { body: { name, type } })).status, 201);
    }
    // Posted entries on a few days (several on one day), drafts (no entry number yet) among them.
    const post = async (date: string, reference: string, amount: number, status: 'Posted' | 'Draft') => {
      const lines = [
        { account: account['5202'], debit: amount, credit: 0 },
        { account: account['1102'], debit: 0, credit: amount },
      ];
      const created = await app.request('POST', '/api/accounts/journal-entries', { body: { date, reference, description: `Rent ${reference}`, lines, status } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
    };
    let amount = 100;
    for (const date of ['2026-03-01', '2026-03-02', '2026-03-02', '2026-03-02', '2026-03-05']) {
      await post(date, `P-${amount}`, amount, 'Posted');
      amount += 7;
    }
    await post('2026-03-02', 'D-1', 50, 'Draft');
    await post('2026-03-02', 'D-2', 60, 'Draft');
    await post('2026-03-09', 'D-3', 70, 'Draft');
    // Money in the cash box first: an expense cannot spend money that is not there.
    const capital = await app.request('POST', '/api/accounts/owner/investment', { body: { amount: 1000, date: '2026-03-01', cashAccount: account['1101'], description: 'Float' } });
    assert.equal(capital.status, 201, JSON.stringify(capital.body));
    for (const [description, amount] of [['Water', 300], ['Power', 100], ['Gas', 200]] as const) {
      const expense = await app.request('POST', '/api/accounts/expenses', { body: { expenseAccount: account['5203'], amount, date: '2026-03-03', description, cashAccount: account['1101'] } });
      assert.equal(expense.status, 201, JSON.stringify(expense.body));
    }
    for (const name of ['Petty cash', 'Counter cash']) {
      const method = await app.request('POST', '/api/accounts/payment-methods', { body: { name, paymentAccount: name, account: account['1101'], type: 'Cash' } });
      assert.equal(method.status, 201, JSON.stringify(method.body));
    }
  });
  after(async () => app.close());

  it('sorts by a whitelisted column, either way, and reverses the default order with sortOrder alone', async () => {
    const names = async (params: string) => (await get(`/api/accounts/gl-classes?search=zz&${params}`)).glClasses.map((row: { name: string }) => row.name);
    assert.deepEqual(await names(''), ['ZZ Alpha', 'ZZ Mid', 'ZZ Zeta']);
    assert.deepEqual(await names('sortBy=type'), ['ZZ Zeta', 'ZZ Mid', 'ZZ Alpha'], 'Asset, Expense, Revenue');
    assert.deepEqual(await names('sortBy=type&sortOrder=desc'), ['ZZ Alpha', 'ZZ Mid', 'ZZ Zeta']);
    assert.deepEqual(await names('sortOrder=desc'), ['ZZ Zeta', 'ZZ Mid', 'ZZ Alpha']);
    const amounts = async (params: string) => (await get(`/api/accounts/expenses?${params}`)).expenses.map((row: { amount: number }) => row.amount);
    assert.deepEqual(await amounts('sortBy=amount'), [100, 200, 300]);
    assert.deepEqual(await amounts('sortBy=amount&sortOrder=desc'), [300, 200, 100]);
  });

  it('refuses an unknown sortBy or sortOrder with 400 and the allowed values, and runs nothing of it', async () => {
    const unknown = await app.request('GET', `/api/accounts/gl-classes?sortBy=${encodeURIComponent('name; drop table read_models.gl_classes')}`);
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, 'sortBy must be one of: name, type, groupCount, createdAt, updatedAt');
    assert.equal(unknown.body.errors.sortBy, unknown.body.message);
    const column = await app.request('GET', '/api/accounts/journal-entries?sortBy=created_at');
    assert.equal(column.status, 400, 'SQL column names are not API names');
    assert.match(column.body.message, /^sortBy must be one of: date, entryNumber, /);
    const order = await app.request('GET', '/api/accounts/transfers?sortOrder=sideways');
    assert.equal(order.status, 400);
    assert.equal(order.body.errors.sortOrder, 'sortOrder must be asc or desc');
    assert.equal((await get('/api/accounts/gl-classes?search=zz')).pagination.total, 3, 'the table is still there');
  });

  it('searches case-insensitively anywhere in the text, wildcards taken literally', async () => {
    assert.deepEqual((await get('/api/accounts/gl-classes?search=LPH')).glClasses.map((row: { name: string }) => row.name), ['ZZ Alpha']);
    assert.equal((await get('/api/accounts/gl-classes?search=%25')).pagination.total, 0);
    assert.deepEqual(ids((await get('/api/accounts/journal-entries?search=JE-2')).journalEntries).length, 1, 'an entry number matches too');
  });

  it('pages by offset with the usual pagination', async () => {
    const all = await get('/api/accounts/gl-classes?search=zz');
    const second = await get('/api/accounts/gl-classes?search=zz&limit=2&page=2');
    assert.deepEqual(ids(second.glClasses), ids(all.glClasses).slice(2));
    assert.deepEqual(second.pagination, { total: 3, page: 2, limit: 2, pages: 2 });
  });

  for (const [path, listKey] of [
    ['/api/accounts/journal-entries', 'journalEntries'],
    ['/api/accounts/journal-entries?sortOrder=asc', 'journalEntries'],
    ['/api/accounts/journal-entries?sortBy=reference&sortOrder=desc', 'journalEntries'],
    ['/api/accounts/transactions', 'transactions'],
    ['/api/accounts/transactions?sortBy=transactionNumber', 'transactions'],
    ['/api/accounts/payment-methods', 'paymentMethods'],
    ['/api/accounts/gl-accounts?sortBy=balance&sortOrder=desc', 'glAccounts'],
    ['/api/accounts/expenses?sortBy=date', 'expenses'],
  ]) {
    it(`pages ${path} by keyset exactly as by offset`, async () => {
      const byOffset = await get(withParams(path, 'limit=1000'));
      assert.ok(byOffset[listKey].length >= 3, `${path} has rows to page`);
      for (const limit of [1, 2]) {
        const { items, pages } = await keysetWalk(path, listKey, limit);
        assert.deepEqual(ids(items), ids(byOffset[listKey]), `limit ${limit}`);
        assert.deepEqual(
          pages.map((page) => [page.page, page.total, page.pages]),
          pages.map((_page, index) => [index + 1, byOffset.pagination.total, Math.ceil(byOffset.pagination.total / limit)]),
        );
      }
    });
  }

  it('sorts a ledger, each line keeping its running balance, and refuses to page it by cursor', async () => {
    const path = `/api/accounts/ledger/${account['1102']}`;
    const inPostingOrder = await get(path);
    assert.equal(inPostingOrder.entries.length, 5);
    const newestFirst = await get(`${path}?sortBy=date&sortOrder=desc&limit=2`);
    assert.deepEqual(newestFirst.entries, inPostingOrder.entries.slice(-2).reverse());
    const byCursor = await app.request('GET', `${path}?after=`);
    assert.equal(byCursor.status, 400);
    assert.equal(byCursor.body.errors.after, 'This list pages by page, not by cursor: leave after out');
  });

  it('refuses a cursor of another list order, or none at all, with 400', async () => {
    const first = await get('/api/accounts/journal-entries?limit=1&after=');
    const otherOrder = await app.request('GET', `/api/accounts/journal-entries?limit=1&sortOrder=asc&after=${first.pagination.nextCursor}`);
    assert.equal(otherOrder.status, 400);
    assert.match(otherOrder.body.errors.after, /^after is not a cursor of this list in this order/);
    assert.equal((await app.request('GET', '/api/accounts/journal-entries?after=bm90IGEgY3Vyc29y')).status, 400);
  });
});
