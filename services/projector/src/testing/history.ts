import {
  accountTotals,
  amendTransfer,
  BOOKS_CLOSING_STREAM,
  CHART_OF_ACCOUNTS_STREAM,
  deleteJournalEntryDraft,
  DomainError,
  draftJournalEntry,
  editJournalEntryDraft,
  expenseStream,
  ownerEquityStream,
  postJournalEntry as postDraftedJournalEntry,
  profitTransferStream,
  recordExpense,
  recordOwnerDrawing,
  recordOwnerInvestment,
  recordTransfer,
  reverseJournalEntry,
  reverseProfitTransfer,
  transferProfit,
  transferStream,
  voidTransfer,
  type BooksState,
  type ExpenseState,
  type JournalEntryPostedData,
  type JournalEntryState,
  type OwnerEquityState,
  type ProfitAndLossBalance,
  type ProfitTransferState,
  type TransferState,
  createGlClass,
  createGlGroup,
  createPaymentMethod,
  deleteGlAccount,
  deleteGlClass,
  deleteGlGroup,
  foldStream,
  GL_ACCOUNT_CODE_SCOPE,
  GL_CLASS_NAME_SCOPE,
  GL_GROUP_CODE_SCOPE,
  glAccountStream,
  glClassStream,
  glGroupStream,
  initializeChartOfAccounts,
  journalEntryPosted,
  journalEntryStream,
  openGlAccount,
  PAYMENT_METHOD_NAME_SCOPE,
  paymentMethodStream,
  registerUser,
  uniqueValueStream,
  updateGlAccount,
  updatePaymentMethod,
  USER_EMAIL_SCOPE,
  userStream,
  uuidv7,
  type DomainEvent,
  type GlAccountState,
  type GlClassState,
  type GlClassType,
  type GlGroupState,
  type JournalLine,
  type PaymentMethodState,
  type StreamEvents,
  type UniqueValueState,
} from '@dealer/domain';
import type { AppendRequest, EventStore } from '@dealer/event-store';

/** Small seeded PRNG (mulberry32): the same seed gives the same history shape. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface AccountInfo {
  id: string;
  groupId: string;
  classType: GlClassType;
  systemRole: string | null;
}

/**
 * Builds a realistic history with the domain's own decisions (the same functions the command
 * API calls), keeping every stream in memory so each decision sees the state it would load, and
 * each append request carries the exact expected revision. Requests of several commands can be
 * concatenated into one atomic append.
 */
export class HistoryBuilder {
  private readonly streams = new Map<string, DomainEvent[]>();
  readonly random: () => number;
  private clock: number;
  readonly userId = uuidv7();
  readonly accounts: AccountInfo[] = [];
  private readonly groups: { id: string; classId: string; classType: GlClassType }[] = [];
  readonly paymentMethodIds: string[] = [];
  private serial = 0;
  eventCount = 0;

  private readonly totalWeight: number;

  constructor(
    seed = 1,
    start = Date.parse('2025-01-01T08:00:00.000Z'),
    private readonly steps: readonly HistoryStep[] = BOOKS_HISTORY_STEPS,
  ) {
    this.random = seededRandom(seed);
    this.clock = start;
    this.totalWeight = steps.reduce((sum, step) => sum + step.weight, 0);
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }

  fold<State>(stream: string): State {
    return foldStream<State>(stream, this.streams.get(stream) ?? []);
  }

  unique(scope: string, value: string): UniqueValueState {
    return this.fold<UniqueValueState>(uniqueValueStream(scope, value));
  }

  now(): string {
    this.clock += 1000 + Math.floor(this.random() * 60_000);
    return new Date(this.clock).toISOString();
  }

  /** Turns one decision into append requests and records its events. */
  commit(decided: StreamEvents[]): AppendRequest[] {
    const occurredAt = this.now();
    const correlationId = uuidv7();
    const requests: AppendRequest[] = [];
    for (const { stream, events } of decided) {
      if (events.length === 0) continue;
      const history = this.streams.get(stream) ?? [];
      requests.push({
        stream,
        expectedRevision: history.length === 0 ? 'no_stream' : history.length - 1,
        events: events.map((event) => ({
          id: uuidv7(),
          type: event.type,
          data: event.data,
          metadata: { userId: this.userId, correlationId, causationId: correlationId, occurredAt, schemaVersion: 1 },
        })),
      });
      this.streams.set(stream, [...history, ...events]);
      this.eventCount += events.length;
    }
    return requests;
  }

  registerAdmin(): AppendRequest[] {
    const email = `admin${this.serial++}@dealer.test`;
    return this.commit(
      registerUser(
        { userId: this.userId, email, name: 'Admin', role: 'Administrator', credentialId: this.userId },
        { user: this.fold(userStream(this.userId)), email: this.unique(USER_EMAIL_SCOPE, email) },
      ),
    );
  }

  initializeChart(): AppendRequest[] {
    const decided = initializeChartOfAccounts(
      { newId: uuidv7, initializedBy: this.userId, initializedAt: new Date(this.clock).toISOString() },
      { chart: this.fold(CHART_OF_ACCOUNTS_STREAM), uniqueValues: {} },
    );
    const requests = this.commit(decided);
    for (const { events } of decided) {
      for (const event of events as { type: string; data: any }[]) {
        if (event.type === 'GlGroupCreated') {
          const glClass = this.fold<GlClassState>(glClassStream(event.data.glClassId));
          this.groups.push({ id: event.data.glGroupId, classId: event.data.glClassId, classType: glClass.type });
        }
        if (event.type === 'GlAccountOpened') this.trackAccount(event.data.glAccountId);
        if (event.type === 'PaymentMethodCreated') this.paymentMethodIds.push(event.data.paymentMethodId);
      }
    }
    return requests;
  }

  private trackAccount(glAccountId: string): void {
    const account = this.fold<GlAccountState>(glAccountStream(glAccountId));
    const group = this.groups.find((g) => g.id === account.glGroupId)!;
    this.accounts.push({ id: glAccountId, groupId: group.id, classType: group.classType, systemRole: account.systemRole });
  }

  role(role: string): AccountInfo {
    const account = this.accounts.find((a) => a.systemRole === role);
    if (!account) throw new Error(`no ${role} account: initialize the chart first`);
    return account;
  }

  /** Opens an account in a random group, half of them with an opening balance (posted entry). */
  openAccount(openingBalance = this.random() < 0.5 ? this.int(1, 5_000_000) * 100 : 0): AppendRequest[] {
    const group = this.pick(this.groups);
    const glAccountId = uuidv7();
    const code = `9${String(this.serial++).padStart(6, '0')}`;
    const requests = this.commit(
      openGlAccount(
        {
          glAccountId,
          name: `Account ${code}`,
          code,
          glGroupId: group.id,
          description: 'Opened by the history builder',
          cashAccount: group.classType === 'Asset' && this.random() < 0.3,
          openingBalance,
          openingEntry: { journalEntryId: uuidv7(), date: new Date(this.clock).toISOString().slice(0, 10), postedBy: this.userId, postedAt: new Date(this.clock).toISOString() },
        },
        {
          account: this.fold(glAccountStream(glAccountId)),
          group: this.fold(glGroupStream(group.id)),
          glClass: this.fold(glClassStream(group.classId)),
          code: this.unique(GL_ACCOUNT_CODE_SCOPE, code),
          openingBalanceEquity: this.fold(glAccountStream(this.role('openingBalanceEquity').id)),
        },
      ),
    );
    this.trackAccount(glAccountId);
    return requests;
  }

  /** A balanced entry of 2–4 lines between random accounts. */
  postJournalEntry(): AppendRequest[] {
    const lineCount = this.int(2, 4);
    const amount = this.int(1, 2_000_000) * 25;
    const debits = lineCount === 4 ? 2 : 1;
    const split = (total: number, parts: number) => (parts === 1 ? [total] : [Math.floor(total / 2), total - Math.floor(total / 2)]);
    const lines: JournalLine[] = [];
    for (const value of split(amount, debits)) lines.push({ accountId: this.pick(this.accounts).id, debit: value, credit: 0, description: 'Debit' });
    for (const value of split(amount, lineCount - debits)) lines.push({ accountId: this.pick(this.accounts).id, debit: 0, credit: value, description: 'Credit' });
    const journalEntryId = uuidv7();
    const at = this.now();
    this.reversibleIds.push(journalEntryId);
    return this.commit([
      {
        stream: journalEntryStream(journalEntryId),
        events: [
          journalEntryPosted({
            journalEntryId,
            date: at.slice(0, 10),
            reference: `JE-${this.serial++}`,
            description: 'Manual journal entry',
            lines,
            source: { kind: 'manual' },
            postedBy: this.userId,
            postedAt: at,
          }),
        ],
      },
    ]);
  }

  /** Renames an opened account, sometimes moving it to another group of the same class type. */
  updateAccount(): AppendRequest[] {
    const info = this.pick(this.accounts.filter((a) => !a.systemRole));
    if (!info) return [];
    const account = this.fold<GlAccountState>(glAccountStream(info.id));
    const sameType = this.groups.filter((g) => g.classType === info.classType);
    const group = this.random() < 0.3 ? this.pick(sameType) : this.groups.find((g) => g.id === info.groupId)!;
    const requests = this.commit(
      updateGlAccount(
        { glAccountId: info.id, name: `${account.name.split(' (')[0]} (rev ${this.serial++})`, code: account.code, glGroupId: group.id, description: account.description, isActive: this.random() < 0.9, bankDetails: this.random() < 0.2 ? { bankName: 'City Bank', accountNumber: `AC${this.serial}` } : null, balance: 0 },
        {
          account,
          group: this.fold(glGroupStream(group.id)),
          code: this.unique(GL_ACCOUNT_CODE_SCOPE, account.code),
          previousClassType: info.classType,
          newClassType: group.classType,
        },
      ),
    );
    info.groupId = group.id;
    return requests;
  }

  /** Creates a payment method on a cash account; sometimes the new default. */
  createPaymentMethod(): AppendRequest[] {
    const paymentMethodId = uuidv7();
    const name = `Method ${this.serial++}`;
    const account = this.fold<GlAccountState>(glAccountStream(this.role('bank').id));
    const requests = this.commit(
      createPaymentMethod(
        { paymentMethodId, name, paymentAccount: account.name, accountId: account.glAccountId, type: 'Bank', isDefault: this.random() < 0.5, details: { bankName: 'City Bank', accountNumber: `${this.serial}` }, processingFeeHundredths: this.int(0, 300) },
        { paymentMethod: this.fold(paymentMethodStream(paymentMethodId)), account, feeAccount: null, name: this.unique(PAYMENT_METHOD_NAME_SCOPE, name) },
      ),
    );
    this.paymentMethodIds.push(paymentMethodId);
    return requests;
  }

  /** Updates a payment method, toggling whether it is the default. */
  updatePaymentMethod(): AppendRequest[] {
    const paymentMethodId = this.pick(this.paymentMethodIds);
    const current = this.fold<PaymentMethodState>(paymentMethodStream(paymentMethodId));
    const account = this.fold<GlAccountState>(glAccountStream(current.accountId));
    return this.commit(
      updatePaymentMethod(
        { ...current, isDefault: !current.isDefault, processingFeeHundredths: this.int(0, 300) },
        { paymentMethod: current, account, feeAccount: null, name: this.unique(PAYMENT_METHOD_NAME_SCOPE, current.name) },
      ),
    );
  }

  /** A class with a group and an account that are then deleted again (counts go up and down). */
  createAndDeleteClassTree(): AppendRequest[] {
    return this.classTreeCreatedThenDeleted().requests;
  }

  /**
   * A class, a group in it and an account in that group, then the account, the group and the class
   * deleted (in that order, each its own command). `reuse` gives the class name and group code
   * (a deleted tree's, to reuse them); otherwise they are new.
   */
  classTreeCreatedThenDeleted(reuse?: { name: string; code: string }): { glClassId: string; glGroupId: string; glAccountId: string; name: string; code: string; requests: AppendRequest[] } {
    const glClassId = uuidv7();
    const glGroupId = uuidv7();
    const name = reuse?.name ?? `Temporary ${this.serial++}`;
    const code = reuse?.code ?? `T${this.serial++}`;
    const requests = [
      ...this.commit(createGlClass({ glClassId, name, type: 'Expense' }, { glClass: this.fold(glClassStream(glClassId)), name: this.unique(GL_CLASS_NAME_SCOPE, name) })),
      ...this.commit(
        createGlGroup(
          { glGroupId, glClassId, name, code },
          { glGroup: this.fold(glGroupStream(glGroupId)), glClass: this.fold(glClassStream(glClassId)), code: this.unique(GL_GROUP_CODE_SCOPE, code) },
        ),
      ),
    ];
    const glAccountId = uuidv7();
    const accountCode = `T${this.serial++}`;
    requests.push(
      ...this.commit(
        openGlAccount(
          { glAccountId, name: 'Temporary account', code: accountCode, glGroupId, openingBalance: 0, openingEntry: { journalEntryId: '', date: '', postedBy: this.userId, postedAt: '' } },
          { account: this.fold(glAccountStream(glAccountId)), group: this.fold(glGroupStream(glGroupId)), glClass: this.fold(glClassStream(glClassId)), code: this.unique(GL_ACCOUNT_CODE_SCOPE, accountCode), openingBalanceEquity: null },
        ),
      ),
    );
    requests.push(...this.commit(deleteGlAccount({ glAccountId, balance: 0, usedByPaymentMethod: null }, { account: this.fold(glAccountStream(glAccountId)) })));
    requests.push(...this.commit(deleteGlGroup({ glGroupId }, { glGroup: this.fold<GlGroupState>(glGroupStream(glGroupId)) })));
    requests.push(...this.commit(deleteGlClass({ glClassId }, { glClass: this.fold<GlClassState>(glClassStream(glClassId)) })));
    return { glClassId, glGroupId, glAccountId, name, code, requests };
  }

  /**
   * An account with posted history that is then deleted: opened, `amount` moved in from Cash in
   * Hand and back out again (its balance is zero), then deleted. Later commands never pick it.
   */
  accountUsedThenDeleted(amount = this.int(1, 400_000) * 25): { glAccountId: string; journalEntryIds: string[]; requests: AppendRequest[] } {
    const requests = this.openAccount(0);
    const glAccountId = this.accounts.at(-1)!.id;
    const cash = this.role('cash').id;
    const journalEntryIds: string[] = [];
    for (const [debit, credit] of [[glAccountId, cash], [cash, glAccountId]]) {
      const journalEntryId = uuidv7();
      const at = this.now();
      journalEntryIds.push(journalEntryId);
      const lines: JournalLine[] = [
        { accountId: debit, debit: amount, credit: 0, description: 'In' },
        { accountId: credit, debit: 0, credit: amount, description: 'Out' },
      ];
      requests.push(...this.commit([
        {
          stream: journalEntryStream(journalEntryId),
          events: [journalEntryPosted({ journalEntryId, date: at.slice(0, 10), reference: `JE-${this.serial++}`, description: 'Through a short-lived account', lines, source: { kind: 'manual' }, postedBy: this.userId, postedAt: at })],
        },
      ]));
    }
    requests.push(...this.commit(deleteGlAccount({ glAccountId, balance: 0, usedByPaymentMethod: null }, { account: this.fold(glAccountStream(glAccountId)) })));
    this.accounts.splice(this.accounts.findIndex((account) => account.id === glAccountId), 1);
    return { glAccountId, journalEntryIds, requests };
  }

  // ---- The books: drafts, reversals, transfers, expenses, owner's equity, profit transfer ----

  /** Journal entries still in Draft. */
  readonly draftIds: string[] = [];
  /** Manual entries posted and not reversed (the ones reverseJournalEntry accepts). */
  readonly reversibleIds: string[] = [];
  /** Transfers not voided. */
  readonly transferIds: string[] = [];
  readonly expenseIds: string[] = [];
  readonly ownerTransactionIds: string[] = [];
  readonly profitTransferIds: string[] = [];

  /** The domain state of any stream, folded from the events this builder decided. */
  state<State>(stream: string): State {
    return this.fold<State>(stream);
  }

  today(): string {
    return new Date(this.clock).toISOString().slice(0, 10);
  }

  books(): BooksState {
    return this.fold<BooksState>(BOOKS_CLOSING_STREAM);
  }

  /** A random account that is active now, optionally of one class type. */
  activeAccount(classType?: GlClassType, except?: string): AccountInfo | undefined {
    const candidates = this.accounts.filter((a) => (!classType || a.classType === classType) && a.id !== except);
    for (let attempt = 0; attempt < 20 && candidates.length > 0; attempt += 1) {
      const info = this.pick(candidates);
      if (this.fold<GlAccountState>(glAccountStream(info.id)).isActive) return info;
    }
    return undefined;
  }

  accountStates(ids: readonly string[]): Record<string, GlAccountState> {
    return Object.fromEntries(ids.map((id) => [id, this.fold<GlAccountState>(glAccountStream(id))]));
  }

  /**
   * Runs one decision: a refusal of the domain (an inactive account, a closed period, nothing to
   * transfer…) simply records nothing, as the API would answer 4xx and append nothing.
   */
  attempt(decide: () => StreamEvents[], onDecided?: () => void): AppendRequest[] {
    let decided: StreamEvents[];
    try {
      decided = decide();
    } catch (error) {
      if (error instanceof DomainError) return [];
      throw error;
    }
    const requests = this.commit(decided);
    onDecided?.();
    return requests;
  }

  balancedLines(): JournalLine[] | undefined {
    const amount = this.int(1, 400_000) * 25;
    const debit = this.activeAccount();
    const credit = this.activeAccount(undefined, debit?.id);
    if (!debit || !credit) return undefined;
    const half = Math.floor(amount / 2);
    return this.random() < 0.5
      ? [
          { accountId: debit.id, debit: amount, credit: 0, description: 'Debit' },
          { accountId: credit.id, debit: 0, credit: amount },
        ]
      : [
          { accountId: debit.id, debit: half, credit: 0 },
          { accountId: this.activeAccount()?.id ?? debit.id, debit: amount - half, credit: 0, description: 'Second debit' },
          { accountId: credit.id, debit: 0, credit: amount, description: 'Credit' },
        ];
  }

  /** A manual entry saved as Draft (no number, no balances moved). */
  draftJournalEntry(): AppendRequest[] {
    const lines = this.balancedLines();
    if (!lines) return [];
    const journalEntryId = uuidv7();
    const at = this.now();
    return this.attempt(
      () =>
        draftJournalEntry(
          { journalEntryId, date: at.slice(0, 10), reference: `DR-${this.serial++}`, description: 'Drafted entry', lines, draftedBy: this.userId, draftedAt: at },
          { entry: this.fold(journalEntryStream(journalEntryId)), accounts: this.accountStates(lines.map((line) => line.accountId)) },
        ),
      () => this.draftIds.push(journalEntryId),
    );
  }

  /** Edits a draft: new reference, sometimes new lines. */
  editDraft(journalEntryId = this.draftIds.length ? this.pick(this.draftIds) : undefined): AppendRequest[] {
    if (!journalEntryId) return [];
    const entry = this.fold<JournalEntryState>(journalEntryStream(journalEntryId));
    const lines = this.random() < 0.6 ? this.balancedLines() : undefined;
    const at = this.now();
    return this.attempt(() =>
      editJournalEntryDraft(
        { journalEntryId, reference: `${entry.reference.split('/')[0]}/e${this.serial++}`, lines, editedBy: this.userId, editedAt: at },
        { entry, accounts: this.accountStates((lines ?? entry.lines).map((line) => line.accountId)) },
      ),
    );
  }

  deleteDraft(journalEntryId = this.draftIds.length ? this.pick(this.draftIds) : undefined): AppendRequest[] {
    if (!journalEntryId) return [];
    return this.attempt(
      () => deleteJournalEntryDraft({ journalEntryId, deletedBy: this.userId, deletedAt: this.now() }, { entry: this.fold(journalEntryStream(journalEntryId)) }),
      () => this.draftIds.splice(this.draftIds.indexOf(journalEntryId), 1),
    );
  }

  /** Posts a draft as drafted (refused when an account went inactive or its date is closed). */
  postDraft(journalEntryId = this.draftIds.length ? this.pick(this.draftIds) : undefined): AppendRequest[] {
    if (!journalEntryId) return [];
    const entry = this.fold<JournalEntryState>(journalEntryStream(journalEntryId));
    return this.attempt(
      () =>
        postDraftedJournalEntry(
          { journalEntryId, postedBy: this.userId, postedAt: this.now() },
          { entry, accounts: this.accountStates(entry.lines.map((line) => line.accountId)), books: this.books() },
        ),
      () => {
        this.draftIds.splice(this.draftIds.indexOf(journalEntryId), 1);
        this.reversibleIds.push(journalEntryId);
      },
    );
  }

  /** Reverses a posted manual entry today. */
  reverseEntry(journalEntryId = this.reversibleIds.length ? this.pick(this.reversibleIds) : undefined): AppendRequest[] {
    if (!journalEntryId) return [];
    const at = this.now();
    return this.attempt(
      () =>
        reverseJournalEntry(
          { journalEntryId, reversalEntryId: uuidv7(), date: at.slice(0, 10), reversedBy: this.userId, reversedAt: at },
          { entry: this.fold(journalEntryStream(journalEntryId)), books: this.books() },
        ),
      () => this.reversibleIds.splice(this.reversibleIds.indexOf(journalEntryId), 1),
    );
  }

  recordTransfer(): AppendRequest[] {
    const from = this.activeAccount('Asset');
    const to = this.activeAccount('Asset', from?.id);
    if (!from || !to) return [];
    const transferId = uuidv7();
    const at = this.now();
    return this.attempt(
      () =>
        recordTransfer(
          { transferId, journalEntryId: uuidv7(), fromAccountId: from.id, toAccountId: to.id, amount: this.int(1, 100_000) * 100, date: at.slice(0, 10), remarks: this.random() < 0.5 ? `Move ${this.serial++}` : '', recordedBy: this.userId, recordedAt: at },
          { transfer: this.fold(transferStream(transferId)), accounts: this.accountStates([from.id, to.id]), books: this.books() },
        ),
      () => this.transferIds.push(transferId),
    );
  }

  /** Amends a transfer's amount (and sometimes its remarks): its posting is reversed and posted anew. */
  amendTransfer(transferId = this.transferIds.length ? this.pick(this.transferIds) : undefined): AppendRequest[] {
    if (!transferId) return [];
    const transfer = this.fold<TransferState>(transferStream(transferId));
    const at = this.now();
    return this.attempt(() =>
      amendTransfer(
        { transferId, reversalEntryId: uuidv7(), journalEntryId: uuidv7(), amount: transfer.amount + this.int(1, 500) * 100, remarks: this.random() < 0.5 ? `Amended ${this.serial++}` : undefined, amendedBy: this.userId, amendedAt: at },
        {
          transfer,
          postedEntry: this.fold(journalEntryStream(transfer.journalEntryId)),
          accounts: this.accountStates([transfer.fromAccountId, transfer.toAccountId]),
          books: this.books(),
        },
      ),
    );
  }

  voidTransfer(transferId = this.transferIds.length ? this.pick(this.transferIds) : undefined): AppendRequest[] {
    if (!transferId) return [];
    const transfer = this.fold<TransferState>(transferStream(transferId));
    const at = this.now();
    return this.attempt(
      () =>
        voidTransfer(
          { transferId, reversalEntryId: uuidv7(), date: at.slice(0, 10), reason: 'Recorded twice', voidedBy: this.userId, voidedAt: at },
          { transfer, postedEntry: this.fold(journalEntryStream(transfer.journalEntryId)), books: this.books() },
        ),
      () => this.transferIds.splice(this.transferIds.indexOf(transferId), 1),
    );
  }

  recordExpense(): AppendRequest[] {
    const expense = this.activeAccount('Expense');
    const cash = this.activeAccount('Asset');
    if (!expense || !cash) return [];
    const paymentMethodId = this.random() < 0.5 && this.paymentMethodIds.length ? this.pick(this.paymentMethodIds) : null;
    const expenseId = uuidv7();
    const at = this.now();
    return this.attempt(
      () =>
        recordExpense(
          { expenseId, journalEntryId: uuidv7(), expenseAccountId: expense.id, cashAccountId: cash.id, paymentMethodId, amount: this.int(1, 50_000) * 50, date: at.slice(0, 10), description: `Expense ${this.serial++}`, recordedBy: this.userId, recordedAt: at },
          {
            expense: this.fold<ExpenseState>(expenseStream(expenseId)),
            accounts: this.accountStates([expense.id, cash.id]),
            accountTypes: { [expense.id]: expense.classType, [cash.id]: cash.classType },
            paymentMethod: paymentMethodId ? this.fold<PaymentMethodState>(paymentMethodStream(paymentMethodId)) : null,
            books: this.books(),
          },
        ),
      () => this.expenseIds.push(expenseId),
    );
  }

  /** The owner puts money in (investment) or takes it out (drawing). */
  recordOwnerTransaction(kind: 'investment' | 'drawing' = this.random() < 0.6 ? 'investment' : 'drawing'): AppendRequest[] {
    const cash = this.activeAccount('Asset');
    if (!cash) return [];
    const ownerTransactionId = uuidv7();
    const at = this.now();
    const command = { ownerTransactionId, journalEntryId: uuidv7(), cashAccountId: cash.id, amount: this.int(1, 20_000) * 1000, date: at.slice(0, 10), description: `Owner ${kind} ${this.serial++}`, recordedBy: this.userId, recordedAt: at };
    const given = { transaction: this.fold<OwnerEquityState>(ownerEquityStream(ownerTransactionId)), accounts: this.accountStates([cash.id]), accountTypes: { [cash.id]: cash.classType }, books: this.books() };
    return this.attempt(
      () =>
        kind === 'investment'
          ? recordOwnerInvestment(command, { ...given, ownersCapital: this.fold(glAccountStream(this.role('ownersCapital').id)) })
          : recordOwnerDrawing(command, { ...given, ownersDrawings: this.fold(glAccountStream(this.role('ownersDrawings').id)) }),
      () => this.ownerTransactionIds.push(ownerTransactionId),
    );
  }

  /**
   * Closes revenue and expenses through today into Retained Earnings; the books close through
   * today, so the clock moves on to the next day (later postings land in the open period).
   */
  transferProfit(): AppendRequest[] {
    const transferDate = this.today();
    const postings: { type: string; data: unknown }[] = [];
    for (const [stream, events] of this.streams) if (stream.startsWith('journal-entry-')) postings.push(...events);
    const totals = accountTotals(postings as DomainEvent[], { through: transferDate });
    const balances: ProfitAndLossBalance[] = [];
    for (const info of this.accounts) {
      if ((info.classType === 'Revenue' || info.classType === 'Expense') && totals[info.id]) {
        balances.push({ accountId: info.id, classType: info.classType, debit: totals[info.id].debit, credit: totals[info.id].credit });
      }
    }
    const profitTransferId = uuidv7();
    const at = this.now();
    const requests = this.attempt(
      () =>
        transferProfit(
          { profitTransferId, journalEntryId: uuidv7(), transferDate, today: transferDate, transferredBy: this.userId, transferredAt: at },
          {
            profitTransfer: this.fold<ProfitTransferState>(profitTransferStream(profitTransferId)),
            balances,
            retainedEarnings: this.fold(glAccountStream(this.role('retainedEarnings').id)),
            books: this.books(),
          },
        ),
      () => this.profitTransferIds.push(profitTransferId),
    );
    if (requests.length > 0) this.clock = Date.parse(`${transferDate}T00:00:00.000Z`) + 86_400_000 + 3_600_000;
    return requests;
  }

  /**
   * Reverses the latest closing still in force (nothing when none is): its closing entry is
   * reversed on its own date and the books reopen back to the closing before it.
   */
  reverseProfitTransfer(): AppendRequest[] {
    const latest = this.books().closings?.at(-1);
    if (!latest) return [];
    const profitTransfer = this.fold<ProfitTransferState>(profitTransferStream(latest.profitTransferId));
    return this.attempt(() =>
      reverseProfitTransfer(
        { profitTransferId: latest.profitTransferId, reversalEntryId: uuidv7(), reason: `Reopened ${this.serial++}`, reversedBy: this.userId, reversedAt: this.now() },
        { profitTransfer, closingEntry: this.fold<JournalEntryState>(journalEntryStream(profitTransfer.journalEntryId)), books: this.books() },
      ),
    );
  }

  /** Names of the streams this builder appended to whose name starts with `prefix`. */
  streamNames(prefix: string): string[] {
    return [...this.streams.keys()].filter((stream) => stream.startsWith(prefix));
  }

  /** Postings of the builder's journal entry streams (for reference totals in tests). */
  postings(): JournalEntryPostedData[] {
    const postings: JournalEntryPostedData[] = [];
    for (const [stream, events] of this.streams) {
      if (!stream.startsWith('journal-entry-')) continue;
      for (const event of events) if (event.type === 'JournalEntryPosted') postings.push(event.data as JournalEntryPostedData);
    }
    return postings;
  }

  /** One command drawn from the steps, by weight: a mixed day at the dealer. */
  randomCommand(): AppendRequest[] {
    let roll = this.random() * this.totalWeight;
    for (const step of this.steps) {
      roll -= step.weight;
      if (roll < 0) return step.run(this);
    }
    return this.steps[this.steps.length - 1].run(this);
  }
}

/**
 * A kind of command a random history draws, with its relative weight. A feature's tests add their
 * own steps (from their projection folder) to these: `new HistoryBuilder(seed, start, [...BOOKS_HISTORY_STEPS, ...mine])`.
 */
export interface HistoryStep {
  name: string;
  weight: number;
  run(history: HistoryBuilder): AppendRequest[];
}

/** The books: journal entries (drafted or posted), the books' facts, some account changes. */
export const BOOKS_HISTORY_STEPS: readonly HistoryStep[] = [
  { name: 'post a journal entry', weight: 500, run: (history) => history.postJournalEntry() },
  { name: 'open an account', weight: 60, run: (history) => history.openAccount() },
  { name: 'update an account', weight: 40, run: (history) => history.updateAccount() },
  { name: 'create a payment method', weight: 20, run: (history) => history.createPaymentMethod() },
  { name: 'update a payment method', weight: 20, run: (history) => history.updatePaymentMethod() },
  { name: 'create and delete a class tree', weight: 10, run: (history) => history.createAndDeleteClassTree() },
  { name: 'draft a journal entry', weight: 50, run: (history) => history.draftJournalEntry() },
  { name: 'edit a draft', weight: 30, run: (history) => history.editDraft() },
  { name: 'delete a draft', weight: 20, run: (history) => history.deleteDraft() },
  { name: 'post a draft', weight: 40, run: (history) => history.postDraft() },
  { name: 'reverse an entry', weight: 30, run: (history) => history.reverseEntry() },
  { name: 'record a transfer', weight: 50, run: (history) => history.recordTransfer() },
  { name: 'amend a transfer', weight: 30, run: (history) => history.amendTransfer() },
  { name: 'void a transfer', weight: 20, run: (history) => history.voidTransfer() },
  { name: 'record an expense', weight: 40, run: (history) => history.recordExpense() },
  { name: 'record an owner transaction', weight: 37, run: (history) => history.recordOwnerTransaction() },
  { name: 'transfer profit', weight: 3, run: (history) => history.transferProfit() },
];

/** Appends requests in atomic appends of about `eventsPerAppend` events each. */
export async function appendAll(store: EventStore, requests: AppendRequest[], eventsPerAppend = 500): Promise<bigint> {
  let position = 0n;
  let chunk: AppendRequest[] = [];
  let count = 0;
  for (const request of requests) {
    chunk.push(request);
    count += request.events.length;
    if (count >= eventsPerAppend) {
      position = (await store.append(chunk)).position;
      chunk = [];
      count = 0;
    }
  }
  if (chunk.length > 0) position = (await store.append(chunk)).position;
  return position;
}
