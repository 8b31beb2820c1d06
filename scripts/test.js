#!/usr/bin/env node
// `npm test` (after the build): one node:test run over every workspace's compiled tests and the
// browser end-to-end tests, so the closing summary counts them all.
'use strict';
const { spawnSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const compiled = ['libs/domain/dist', 'libs/event-store/dist', 'libs/read-models/dist', 'services/projector/dist', 'services/command-api/dist'];

function testFiles(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.(c|m)?js$/.test(name) ? [path] : [];
  });
}

const only = process.argv.slice(2);
const files = [...compiled.flatMap((directory) => testFiles(join(root, directory))), ...testFiles(join(root, 'tests'))]
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)));
if (files.length === 0) {
  console.error('No test files found: run `npm run build` first.');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--test', '--test-reporter=spec', '--test-concurrency=1', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
process.exit(result.status ?? 1);
