import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dhakaDate } from './dates';

describe('dhakaDate', () => {
  it('turns the day at midnight in Dhaka (UTC+6), also when asked within the same minute', () => {
    assert.equal(dhakaDate(new Date('2026-11-21T17:59:00.000Z')), '2026-11-21');
    assert.equal(dhakaDate(new Date('2026-11-21T17:59:59.999Z')), '2026-11-21');
    assert.equal(dhakaDate(new Date('2026-11-21T18:00:00.000Z')), '2026-11-22');
    assert.equal(dhakaDate(new Date('2026-11-21T18:00:30.000Z')), '2026-11-22');
    // Going back in time is answered too (the remembered minute is not reused).
    assert.equal(dhakaDate(new Date('2026-11-21T17:59:30.000Z')), '2026-11-21');
    assert.equal(dhakaDate(new Date('2024-02-29T05:00:00.000Z')), '2024-02-29');
  });
});
