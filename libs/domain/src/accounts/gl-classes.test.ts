import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGlClass, deleteGlClass, GL_CLASS_NAME_SCOPE, glClassStream, updateGlClass, type GlClassEvent, type GlClassFields, type GlClassState } from './gl-classes';
import type { GlClassType } from './gl-class-types';
import { uniqueValueStream, type UniqueValueEvent, type UniqueValueState } from '../shared/uniqueness';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';

const ASSETS = 'class-assets';
const OTHER = 'class-other';
const GROUP = 'group-cash';

const nameStream = (name: string) => uniqueValueStream(GL_CLASS_NAME_SCOPE, name);
const classCreated = (glClassId: string, name: string, type: GlClassType): GlClassEvent => ({ type: 'GlClassCreated', data: { glClassId, name, type } });
const groupLinked = (glClassId: string, glGroupId: string): GlClassEvent => ({ type: 'GlClassGroupLinked', data: { glClassId, glGroupId } });
const groupUnlinked = (glClassId: string, glGroupId: string): GlClassEvent => ({ type: 'GlClassGroupUnlinked', data: { glClassId, glGroupId } });
const nameClaimed = (value: string, ownerId: string): UniqueValueEvent => ({ type: 'UniqueValueClaimed', data: { scope: GL_CLASS_NAME_SCOPE, value, ownerId } });
const nameReleased = (value: string, ownerId: string): UniqueValueEvent => ({ type: 'UniqueValueReleased', data: { scope: GL_CLASS_NAME_SCOPE, value, ownerId } });

/** The Assets class as stored: created and its name claimed. */
const assetsCreated: History = {
  [glClassStream(ASSETS)]: [classCreated(ASSETS, 'Assets', 'Asset')],
  [nameStream('Assets')]: [nameClaimed('assets', ASSETS)],
};
const withGroup = appended(assetsCreated, [{ stream: glClassStream(ASSETS), events: [groupLinked(ASSETS, GROUP)] }]);

/** What the command handler does: load the class and the name's reservation stream, then decide. */
const whenCreated = (history: History, command: GlClassFields & { glClassId: string }) =>
  createGlClass(command, {
    glClass: stateOf<GlClassState>(history, glClassStream(command.glClassId)),
    name: stateOf<UniqueValueState>(history, nameStream(command.name ?? '')),
  });
const whenUpdated = (history: History, command: GlClassFields & { glClassId: string }) =>
  updateGlClass(command, {
    glClass: stateOf<GlClassState>(history, glClassStream(command.glClassId)),
    name: stateOf<UniqueValueState>(history, nameStream(command.name ?? '')),
  });
const whenDeleted = (history: History, glClassId: string) => deleteGlClass({ glClassId }, { glClass: stateOf<GlClassState>(history, glClassStream(glClassId)) });

describe('GL class: create', () => {
  it('given nothing, when created, then GlClassCreated with the trimmed name and the name claimed', () => {
    thenEvents(whenCreated({}, { glClassId: ASSETS, name: '  Assets ', type: 'Asset' }), [
      { stream: 'gl-class-class-assets', events: [classCreated(ASSETS, 'Assets', 'Asset')] },
      { stream: 'unique-gl-class-name-assets', events: [nameClaimed('assets', ASSETS)] },
    ]);
  });

  it('refuses a missing name', () => {
    thenRefused(() => whenCreated({}, { glClassId: ASSETS, name: '   ', type: 'Asset' }), {
      kind: 'validation',
      message: 'Please input the name!',
      fieldErrors: { name: 'Please input the name!' },
    });
  });

  it('refuses a name over 100 characters', () => {
    thenRefused(() => whenCreated({}, { glClassId: ASSETS, name: 'A'.repeat(101), type: 'Asset' }), {
      kind: 'validation',
      message: 'Name must be at most 100 characters',
      fieldErrors: { name: 'Name must be at most 100 characters' },
    });
    assert.equal(whenCreated({}, { glClassId: ASSETS, name: 'A'.repeat(100), type: 'Asset' }).length, 2);
  });

  it('refuses a type that is not one of the five', () => {
    thenRefused(() => whenCreated({}, { glClassId: ASSETS, name: 'Assets', type: 'asset' }), {
      kind: 'validation',
      message: 'Type must be one of Asset, Liability, Equity, Revenue, Expense',
      fieldErrors: { type: 'Type must be one of Asset, Liability, Equity, Revenue, Expense' },
    });
  });

  it('reports every invalid field, the first as the message', () => {
    thenRefused(() => whenCreated({}, { glClassId: ASSETS, name: '', type: '' }), {
      kind: 'validation',
      message: 'Please input the name!',
      fieldErrors: { name: 'Please input the name!', type: 'Type must be one of Asset, Liability, Equity, Revenue, Expense' },
    });
  });

  it('given the name claimed by another class, when created, then a conflict (whatever the case)', () => {
    thenRefused(() => whenCreated(assetsCreated, { glClassId: OTHER, name: 'ASSETS', type: 'Asset' }), {
      kind: 'conflict',
      message: 'A GL class named "ASSETS" already exists',
    });
  });

  it('given the class exists, when created again with the same id, then a conflict', () => {
    thenRefused(() => whenCreated(assetsCreated, { glClassId: ASSETS, name: 'Assets', type: 'Asset' }), { kind: 'conflict', message: 'GL class already exists' });
  });

  it('given a class of that name was deleted, when another is created with the name, then it claims it', () => {
    const history = appended(assetsCreated, whenDeleted(assetsCreated, ASSETS));
    thenEvents(whenCreated(history, { glClassId: OTHER, name: 'Assets', type: 'Asset' }), [
      { stream: glClassStream(OTHER), events: [classCreated(OTHER, 'Assets', 'Asset')] },
      { stream: nameStream('Assets'), events: [nameClaimed('assets', OTHER)] },
    ]);
  });
});

describe('GL class: update', () => {
  it('given Assets, when renamed, then GlClassUpdated, the new name claimed and the old released', () => {
    thenEvents(whenUpdated(assetsCreated, { glClassId: ASSETS, name: 'Current Assets', type: 'Asset' }), [
      { stream: glClassStream(ASSETS), events: [{ type: 'GlClassUpdated', data: { glClassId: ASSETS, name: 'Current Assets', type: 'Asset' } }] },
      { stream: 'unique-gl-class-name-current%20assets', events: [nameClaimed('current assets', ASSETS)] },
      { stream: 'unique-gl-class-name-assets', events: [nameReleased('assets', ASSETS)] },
    ]);
  });

  it('given Assets, when only the case of the name changes, then updated without touching the reservation', () => {
    thenEvents(whenUpdated(assetsCreated, { glClassId: ASSETS, name: 'ASSETS', type: 'Asset' }), [
      { stream: glClassStream(ASSETS), events: [{ type: 'GlClassUpdated', data: { glClassId: ASSETS, name: 'ASSETS', type: 'Asset' } }] },
    ]);
  });

  it('given Assets, when nothing changes, then no events', () => {
    thenEvents(whenUpdated(assetsCreated, { glClassId: ASSETS, name: ' Assets ', type: 'Asset' }), []);
  });

  it('given another class holds the new name, when renamed to it, then a conflict', () => {
    const history = appended(assetsCreated, [
      { stream: glClassStream(OTHER), events: [classCreated(OTHER, 'Liabilities', 'Liability')] },
      { stream: nameStream('Liabilities'), events: [nameClaimed('liabilities', OTHER)] },
    ]);
    thenRefused(() => whenUpdated(history, { glClassId: ASSETS, name: 'Liabilities', type: 'Asset' }), {
      kind: 'conflict',
      message: 'A GL class named "Liabilities" already exists',
    });
  });

  it('given a class without groups, when its type changes, then updated', () => {
    thenEvents(whenUpdated(assetsCreated, { glClassId: ASSETS, name: 'Assets', type: 'Expense' }), [
      { stream: glClassStream(ASSETS), events: [{ type: 'GlClassUpdated', data: { glClassId: ASSETS, name: 'Assets', type: 'Expense' } }] },
    ]);
  });

  it('given a class with a group, when its type changes, then refused', () => {
    thenRefused(() => whenUpdated(withGroup, { glClassId: ASSETS, name: 'Assets', type: 'Liability' }), {
      kind: 'rule',
      message: 'Cannot change the type of a GL class that has groups',
    });
  });

  it('given a class with a group, when renamed without changing type, then updated', () => {
    assert.deepStrictEqual(
      whenUpdated(withGroup, { glClassId: ASSETS, name: 'Property', type: 'Asset' }).map(({ stream, events }) => [stream, events.map((e) => e.type)]),
      [
        [glClassStream(ASSETS), ['GlClassUpdated']],
        [nameStream('Property'), ['UniqueValueClaimed']],
        [nameStream('Assets'), ['UniqueValueReleased']],
      ],
    );
  });

  it('validates the fields on update too', () => {
    thenRefused(() => whenUpdated(assetsCreated, { glClassId: ASSETS, name: '', type: 'Asset' }), {
      kind: 'validation',
      message: 'Please input the name!',
      fieldErrors: { name: 'Please input the name!' },
    });
  });

  it('given no such class, when updated, then not found', () => {
    thenRefused(() => whenUpdated({}, { glClassId: OTHER, name: 'Assets', type: 'Asset' }), { kind: 'not_found', message: 'GL class not found' });
  });
});

describe('GL class: delete', () => {
  it('given a class without groups, when deleted, then GlClassDeleted and its name released', () => {
    thenEvents(whenDeleted(assetsCreated, ASSETS), [
      { stream: glClassStream(ASSETS), events: [{ type: 'GlClassDeleted', data: { glClassId: ASSETS } }] },
      { stream: nameStream('Assets'), events: [nameReleased('assets', ASSETS)] },
    ]);
  });

  it('given a class with a group, when deleted, then refused', () => {
    thenRefused(() => whenDeleted(withGroup, ASSETS), { kind: 'rule', message: 'Cannot delete a GL class that still has groups' });
  });

  it('given its only group was unlinked, when deleted, then deleted', () => {
    const history = appended(withGroup, [{ stream: glClassStream(ASSETS), events: [groupUnlinked(ASSETS, GROUP)] }]);
    assert.deepStrictEqual(stateOf<GlClassState>(history, glClassStream(ASSETS)).glGroupIds, []);
    assert.equal(whenDeleted(history, ASSETS)[0].events[0].type, 'GlClassDeleted');
  });

  it('given a deleted class, when deleted or updated again, then not found', () => {
    const history = appended(assetsCreated, whenDeleted(assetsCreated, ASSETS));
    assert.equal(stateOf<GlClassState>(history, glClassStream(ASSETS)).status, 'deleted');
    assert.deepStrictEqual(stateOf<UniqueValueState>(history, nameStream('Assets')), { ownerId: null });
    thenRefused(() => whenDeleted(history, ASSETS), { kind: 'not_found', message: 'GL class not found' });
    thenRefused(() => whenUpdated(history, { glClassId: ASSETS, name: 'Assets', type: 'Asset' }), { kind: 'not_found', message: 'GL class not found' });
  });

  it('given nothing, when deleted, then not found', () => {
    thenRefused(() => whenDeleted({}, ASSETS), { kind: 'not_found', message: 'GL class not found' });
  });
});
