import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { GlClassType } from './gl-class-types';
import { glClassStream, type GlClassEvent, type GlClassState } from './gl-classes';
import {
  createGlGroup,
  deleteGlGroup,
  GL_GROUP_CODE_SCOPE,
  glGroupStream,
  updateGlGroup,
  type GlGroupEvent,
  type GlGroupFields,
  type GlGroupState,
} from './gl-groups';
import { uniqueValueStream, type UniqueValueEvent, type UniqueValueState } from '../shared/uniqueness';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';

const ASSETS = 'class-assets';
const PROPERTY = 'class-property';
const LIABILITIES = 'class-liabilities';
const EQUITY = 'class-equity';
const EXPENSES = 'class-expenses';
const CASH_AND_BANK = 'group-cash-and-bank';
const OTHER_GROUP = 'group-other';
const CASH_ACCOUNT = 'account-cash';

const codeStream = (code: string) => uniqueValueStream(GL_GROUP_CODE_SCOPE, code);
const classCreated = (glClassId: string, name: string, type: GlClassType): GlClassEvent => ({ type: 'GlClassCreated', data: { glClassId, name, type } });
const linked = (glClassId: string, glGroupId: string): GlClassEvent => ({ type: 'GlClassGroupLinked', data: { glClassId, glGroupId } });
const unlinked = (glClassId: string, glGroupId: string): GlClassEvent => ({ type: 'GlClassGroupUnlinked', data: { glClassId, glGroupId } });
const codeClaimed = (value: string, ownerId: string): UniqueValueEvent => ({ type: 'UniqueValueClaimed', data: { scope: GL_GROUP_CODE_SCOPE, value, ownerId } });
const codeReleased = (value: string, ownerId: string): UniqueValueEvent => ({ type: 'UniqueValueReleased', data: { scope: GL_GROUP_CODE_SCOPE, value, ownerId } });
const groupCreated = (data: { glGroupId: string; name: string; code: string; glClassId: string; section: string }): GlGroupEvent => ({ type: 'GlGroupCreated', data });
const groupUpdated = (data: { glGroupId: string; name: string; code: string; glClassId: string; section: string }): GlGroupEvent => ({ type: 'GlGroupUpdated', data });

const classes: History = {
  [glClassStream(ASSETS)]: [classCreated(ASSETS, 'Assets', 'Asset')],
  [glClassStream(PROPERTY)]: [classCreated(PROPERTY, 'Property', 'Asset')],
  [glClassStream(LIABILITIES)]: [classCreated(LIABILITIES, 'Liabilities', 'Liability')],
  [glClassStream(EQUITY)]: [classCreated(EQUITY, 'Equity', 'Equity')],
  [glClassStream(EXPENSES)]: [classCreated(EXPENSES, 'Expenses', 'Expense')],
};
/** Cash and Bank (code 11) in Assets, no accounts yet. */
const cashAndBank = appended(classes, [
  { stream: glGroupStream(CASH_AND_BANK), events: [groupCreated({ glGroupId: CASH_AND_BANK, name: 'Cash and Bank', code: '11', glClassId: ASSETS, section: 'current' })] },
  { stream: glClassStream(ASSETS), events: [linked(ASSETS, CASH_AND_BANK)] },
  { stream: codeStream('11'), events: [codeClaimed('11', CASH_AND_BANK)] },
]);
const cashAndBankWithAccount = appended(cashAndBank, [
  { stream: glGroupStream(CASH_AND_BANK), events: [{ type: 'GlGroupAccountLinked', data: { glGroupId: CASH_AND_BANK, glAccountId: CASH_ACCOUNT } }] },
]);

type GroupCommand = GlGroupFields & { glGroupId: string };
const whenCreated = (history: History, command: GroupCommand) =>
  createGlGroup(command, {
    glGroup: stateOf<GlGroupState>(history, glGroupStream(command.glGroupId)),
    glClass: stateOf<GlClassState>(history, glClassStream(command.glClassId)),
    code: stateOf<UniqueValueState>(history, codeStream(command.code)),
  });
const whenUpdated = (history: History, command: GroupCommand) => {
  const glGroup = stateOf<GlGroupState>(history, glGroupStream(command.glGroupId));
  return updateGlGroup(command, {
    glGroup,
    glClass: stateOf<GlClassState>(history, glClassStream(command.glClassId)),
    previousGlClass: stateOf<GlClassState>(history, glClassStream(glGroup.glClassId)),
    code: stateOf<UniqueValueState>(history, codeStream(command.code)),
  });
};
const whenDeleted = (history: History, glGroupId: string) => deleteGlGroup({ glGroupId }, { glGroup: stateOf<GlGroupState>(history, glGroupStream(glGroupId)) });

describe('GL group: create', () => {
  it('given the Assets class, when a group is created, then GlGroupCreated in the default section, linked to the class, its code claimed', () => {
    thenEvents(whenCreated(classes, { glGroupId: CASH_AND_BANK, name: ' Cash and Bank ', code: ' 11 ', glClassId: ASSETS }), [
      { stream: 'gl-group-group-cash-and-bank', events: [groupCreated({ glGroupId: CASH_AND_BANK, name: 'Cash and Bank', code: '11', glClassId: ASSETS, section: 'current' })] },
      { stream: 'gl-class-class-assets', events: [linked(ASSETS, CASH_AND_BANK)] },
      { stream: 'unique-gl-group-code-11', events: [codeClaimed('11', CASH_AND_BANK)] },
    ]);
  });

  it('takes the section given, when the class type allows it', () => {
    const [created] = whenCreated(classes, { glGroupId: OTHER_GROUP, name: 'Fixed Assets', code: '15', glClassId: ASSETS, section: 'fixed' });
    assert.deepStrictEqual(created.events, [groupCreated({ glGroupId: OTHER_GROUP, name: 'Fixed Assets', code: '15', glClassId: ASSETS, section: 'fixed' })]);
  });

  it('defaults the section by class type', () => {
    const sectionIn = (glClassId: string) =>
      (whenCreated(classes, { glGroupId: OTHER_GROUP, name: 'G', code: 'G1', glClassId })[0].events[0] as GlGroupEvent & { type: 'GlGroupCreated' }).data.section;
    assert.deepStrictEqual([sectionIn(ASSETS), sectionIn(LIABILITIES), sectionIn(EQUITY), sectionIn(EXPENSES)], ['current', 'current', 'equity', 'operating']);
  });

  it('refuses a section the class type does not have', () => {
    thenRefused(() => whenCreated(classes, { glGroupId: OTHER_GROUP, name: 'Loans', code: '25', glClassId: LIABILITIES, section: 'fixed' }), {
      kind: 'validation',
      message: 'Section must be one of current, longTerm for a Liability class',
      fieldErrors: { section: 'Invalid section' },
    });
    thenRefused(() => whenCreated(classes, { glGroupId: OTHER_GROUP, name: 'COGS', code: '51', glClassId: ASSETS, section: 'cogs' }), {
      kind: 'validation',
      message: 'Section must be one of current, fixed, other for a Asset class',
      fieldErrors: { section: 'Invalid section' },
    });
  });

  it('given no such class, when a group is created in it, then a validation error on glClass', () => {
    thenRefused(() => whenCreated(classes, { glGroupId: OTHER_GROUP, name: 'Cash', code: '11', glClassId: 'class-missing' }), {
      kind: 'validation',
      message: 'GL class not found',
      fieldErrors: { glClass: 'Please select a GL Class!' },
    });
  });

  it('given a deleted class, when a group is created in it, then a validation error on glClass', () => {
    const history = appended(classes, [{ stream: glClassStream(PROPERTY), events: [{ type: 'GlClassDeleted', data: { glClassId: PROPERTY } }] }]);
    thenRefused(() => whenCreated(history, { glGroupId: OTHER_GROUP, name: 'Land', code: '16', glClassId: PROPERTY }), {
      kind: 'validation',
      message: 'GL class not found',
      fieldErrors: { glClass: 'Please select a GL Class!' },
    });
  });

  it('refuses a missing name and code, and a malformed or long code', () => {
    thenRefused(() => whenCreated(classes, { glGroupId: OTHER_GROUP, name: '', code: '', glClassId: ASSETS }), {
      kind: 'validation',
      message: 'Please input the name!',
      fieldErrors: { name: 'Please input the name!', code: 'Please input the code!' },
    });
    for (const code of ['1 1', '.11', '11/2', 'A'.repeat(21)]) {
      thenRefused(() => whenCreated(classes, { glGroupId: OTHER_GROUP, name: 'Cash', code, glClassId: ASSETS }), {
        kind: 'validation',
        message: 'Code may use letters, digits, dots and dashes (at most 20)',
        fieldErrors: { code: 'Code may use letters, digits, dots and dashes (at most 20)' },
      });
    }
    assert.equal(whenCreated(classes, { glGroupId: OTHER_GROUP, name: 'Cash', code: 'A1.b-' + '9'.repeat(15), glClassId: ASSETS }).length, 3);
  });

  it('given the code claimed by another group, when created, then a conflict', () => {
    thenRefused(() => whenCreated(cashAndBank, { glGroupId: OTHER_GROUP, name: 'Receivables', code: '11', glClassId: ASSETS }), {
      kind: 'conflict',
      message: 'GL group code 11 is already used',
    });
  });

  it('given the group exists, when created again, then a conflict', () => {
    thenRefused(() => whenCreated(cashAndBank, { glGroupId: CASH_AND_BANK, name: 'Cash and Bank', code: '11', glClassId: ASSETS }), {
      kind: 'conflict',
      message: 'GL group already exists',
    });
  });
});

describe('GL group: update', () => {
  it('given a group, when renamed, then only GlGroupUpdated', () => {
    thenEvents(whenUpdated(cashAndBank, { glGroupId: CASH_AND_BANK, name: 'Cash', code: '11', glClassId: ASSETS, section: 'current' }), [
      { stream: glGroupStream(CASH_AND_BANK), events: [groupUpdated({ glGroupId: CASH_AND_BANK, name: 'Cash', code: '11', glClassId: ASSETS, section: 'current' })] },
    ]);
  });

  it('given a group, when nothing changes, then no events', () => {
    thenEvents(whenUpdated(cashAndBank, { glGroupId: CASH_AND_BANK, name: 'Cash and Bank', code: '11', glClassId: ASSETS, section: 'current' }), []);
  });

  it('given a group, when recoded, then updated, the new code claimed and the old released', () => {
    thenEvents(whenUpdated(cashAndBank, { glGroupId: CASH_AND_BANK, name: 'Cash and Bank', code: '10', glClassId: ASSETS, section: 'current' }), [
      { stream: glGroupStream(CASH_AND_BANK), events: [groupUpdated({ glGroupId: CASH_AND_BANK, name: 'Cash and Bank', code: '10', glClassId: ASSETS, section: 'current' })] },
      { stream: codeStream('10'), events: [codeClaimed('10', CASH_AND_BANK)] },
      { stream: codeStream('11'), events: [codeReleased('11', CASH_AND_BANK)] },
    ]);
  });

  it('given another group holds the code, when recoded to it, then a conflict', () => {
    const history = appended(cashAndBank, [{ stream: codeStream('12'), events: [codeClaimed('12', OTHER_GROUP)] }]);
    thenRefused(() => whenUpdated(history, { glGroupId: CASH_AND_BANK, name: 'Cash and Bank', code: '12', glClassId: ASSETS, section: 'current' }), {
      kind: 'conflict',
      message: 'GL group code 12 is already used',
    });
  });

  it('given a group with an account, when moved to another class of the same type, then updated, unlinked from the old class and linked to the new', () => {
    thenEvents(whenUpdated(cashAndBankWithAccount, { glGroupId: CASH_AND_BANK, name: 'Cash and Bank', code: '11', glClassId: PROPERTY, section: 'current' }), [
      { stream: glGroupStream(CASH_AND_BANK), events: [groupUpdated({ glGroupId: CASH_AND_BANK, name: 'Cash and Bank', code: '11', glClassId: PROPERTY, section: 'current' })] },
      { stream: glClassStream(ASSETS), events: [unlinked(ASSETS, CASH_AND_BANK)] },
      { stream: glClassStream(PROPERTY), events: [linked(PROPERTY, CASH_AND_BANK)] },
    ]);
  });

  it('given a group with an account, when moved to a class of another type, then refused', () => {
    thenRefused(() => whenUpdated(cashAndBankWithAccount, { glGroupId: CASH_AND_BANK, name: 'Cash and Bank', code: '11', glClassId: LIABILITIES, section: 'current' }), {
      kind: 'rule',
      message: 'Cannot move a group with accounts to a class of another type',
    });
  });

  it('given a group without accounts, when moved to a class of another type, then moved', () => {
    const decided = whenUpdated(cashAndBank, { glGroupId: CASH_AND_BANK, name: 'Short-term Loans', code: '11', glClassId: LIABILITIES });
    thenEvents(decided, [
      { stream: glGroupStream(CASH_AND_BANK), events: [groupUpdated({ glGroupId: CASH_AND_BANK, name: 'Short-term Loans', code: '11', glClassId: LIABILITIES, section: 'current' })] },
      { stream: glClassStream(ASSETS), events: [unlinked(ASSETS, CASH_AND_BANK)] },
      { stream: glClassStream(LIABILITIES), events: [linked(LIABILITIES, CASH_AND_BANK)] },
    ]);
    const after = appended(cashAndBank, decided);
    assert.deepStrictEqual(stateOf<GlClassState>(after, glClassStream(ASSETS)).glGroupIds, []);
    assert.deepStrictEqual(stateOf<GlClassState>(after, glClassStream(LIABILITIES)).glGroupIds, [CASH_AND_BANK]);
    assert.equal(stateOf<GlGroupState>(after, glGroupStream(CASH_AND_BANK)).glClassId, LIABILITIES);
  });

  it('refuses a section the new class type does not have', () => {
    thenRefused(() => whenUpdated(cashAndBank, { glGroupId: CASH_AND_BANK, name: 'Cash and Bank', code: '11', glClassId: EQUITY, section: 'current' }), {
      kind: 'validation',
      message: 'Section must be one of equity for a Equity class',
      fieldErrors: { section: 'Invalid section' },
    });
  });

  it('given no such group, when updated, then not found', () => {
    thenRefused(() => whenUpdated(classes, { glGroupId: OTHER_GROUP, name: 'X', code: 'X', glClassId: ASSETS }), { kind: 'not_found', message: 'GL group not found' });
  });
});

describe('GL group: delete', () => {
  it('given a group without accounts, when deleted, then GlGroupDeleted, unlinked from its class and its code released', () => {
    thenEvents(whenDeleted(cashAndBank, CASH_AND_BANK), [
      { stream: glGroupStream(CASH_AND_BANK), events: [{ type: 'GlGroupDeleted', data: { glGroupId: CASH_AND_BANK } }] },
      { stream: glClassStream(ASSETS), events: [unlinked(ASSETS, CASH_AND_BANK)] },
      { stream: codeStream('11'), events: [codeReleased('11', CASH_AND_BANK)] },
    ]);
  });

  it('given a group with an account, when deleted, then refused', () => {
    thenRefused(() => whenDeleted(cashAndBankWithAccount, CASH_AND_BANK), { kind: 'rule', message: 'Cannot delete a GL group that still has accounts' });
  });

  it('given its account was unlinked, when deleted, then deleted', () => {
    const history = appended(cashAndBankWithAccount, [
      { stream: glGroupStream(CASH_AND_BANK), events: [{ type: 'GlGroupAccountUnlinked', data: { glGroupId: CASH_AND_BANK, glAccountId: CASH_ACCOUNT } }] },
    ]);
    assert.equal(whenDeleted(history, CASH_AND_BANK)[0].events[0].type, 'GlGroupDeleted');
  });

  it('given a deleted group, when deleted again, then not found; its class and code are free', () => {
    const history = appended(cashAndBank, whenDeleted(cashAndBank, CASH_AND_BANK));
    thenRefused(() => whenDeleted(history, CASH_AND_BANK), { kind: 'not_found', message: 'GL group not found' });
    assert.deepStrictEqual(stateOf<GlClassState>(history, glClassStream(ASSETS)).glGroupIds, []);
    assert.deepStrictEqual(stateOf<UniqueValueState>(history, codeStream('11')), { ownerId: null });
  });
});

describe('GL group: update keeps the section when none is sent', () => {
  it('given a fixed-assets group, when renamed without a section, then it stays fixed', () => {
    const fixed = appended(classes, whenCreated(classes, { glGroupId: OTHER_GROUP, name: 'Fixed Assets', code: '15', glClassId: ASSETS, section: 'fixed' }));
    thenEvents(whenUpdated(fixed, { glGroupId: OTHER_GROUP, name: 'Property and Equipment', code: '15', glClassId: ASSETS }), [
      { stream: glGroupStream(OTHER_GROUP), events: [groupUpdated({ glGroupId: OTHER_GROUP, name: 'Property and Equipment', code: '15', glClassId: ASSETS, section: 'fixed' })] },
    ]);
  });
});
