#!/usr/bin/env node
// `npm run contract`: writes the document /api/docs/openapi.json serves to contract/openapi.json,
// the checked-in contract the web's types are generated from. Needs the build (dist/ and the answer
// schemas of scripts/contract-schemas.mjs); no database: Nest's preview mode resolves the modules
// and their routes without creating a provider.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const serviceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const contractFile = join(serviceRoot, '../../contract/openapi.json');
const require = createRequire(import.meta.url);
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { FastifyAdapter } = require('@nestjs/platform-fastify');
const { AppModule } = require('../dist/app.module');
const { describeApi } = require('../dist/platform/contract/api-document');

// Preview mode reads no setting: the configuration only has to be of the right shape.
const config = { port: 0, databaseUrl: 'postgres://unused/unused', redisUrl: 'redis://unused:6379', eventStore: 'postgres', jwtSecret: 'unused' };
const app = await NestFactory.create(AppModule.forRoot(config), new FastifyAdapter(), { preview: true, logger: false });
app.setGlobalPrefix('api');
const document = describeApi(app);
await app.close();
writeFileSync(contractFile, JSON.stringify(document, null, 2) + '\n');
const operations = Object.values(document.paths).reduce((count, pathItem) => count + Object.keys(pathItem).length, 0);
console.log(`contract: ${operations} operations written to ${relative(process.cwd(), contractFile)}`);
