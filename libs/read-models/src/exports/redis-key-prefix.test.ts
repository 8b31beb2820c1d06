import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { bullPrefixOf } from './tables';
import { redisKeyPrefixOf } from './redis-key-prefix';

describe('redisKeyPrefixOf: each deployment its own Redis keys', () => {
  it('derives the prefix from the database: its name, and a hash of host, port and database', () => {
    const prefix = redisKeyPrefixOf('postgres://dealer_app:secret@db.example:5432/dealer');
    assert.match(prefix, /^dealer:dealer:[0-9a-f]{8}:$/);
    assert.equal(bullPrefixOf(prefix), `${prefix}bull`);
  });

  it('gives the API and the projector the same prefix: they connect to one database as different roles', () => {
    const api = redisKeyPrefixOf('postgres://dealer_app:app-password@db.example:5432/dealer');
    const projector = redisKeyPrefixOf('postgres://dealer_projector:projector-password@db.example:5432/dealer?sslmode=require');
    const owner = redisKeyPrefixOf('postgres://dealer@db.example/dealer');
    assert.equal(api, projector);
    assert.equal(api, owner, 'the default port is 5432');
  });

  it('differs for another database, another server or another port', () => {
    const prefixes = new Set([
      redisKeyPrefixOf('postgres://u@db.example:5432/dealer'),
      redisKeyPrefixOf('postgres://u@db.example:5432/dealer_branch'),
      redisKeyPrefixOf('postgres://u@other.example:5432/dealer'),
      redisKeyPrefixOf('postgres://u@db.example:5433/dealer'),
    ]);
    assert.equal(prefixes.size, 4);
  });

  it('never holds a user name or password', () => {
    const prefix = redisKeyPrefixOf('postgres://dealer_owner:hunter2-very-secret@db.example:5432/dealer');
    assert.doesNotMatch(prefix, /hunter2|dealer_owner/);
  });

  it('keeps a database name with odd characters to plain ones', () => {
    assert.match(redisKeyPrefixOf('postgres://u@h/my%20db%7Bx%7D'), /^dealer:my_db_x_:[0-9a-f]{8}:$/);
  });

  it('takes REDIS_KEY_PREFIX as it is when set', () => {
    assert.equal(redisKeyPrefixOf('postgres://u@h/dealer', 'shop-a:'), 'shop-a:');
    assert.equal(redisKeyPrefixOf('postgres://u@h/dealer', ''), redisKeyPrefixOf('postgres://u@h/dealer'), 'empty is unset');
  });
});
