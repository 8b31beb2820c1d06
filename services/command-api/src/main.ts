#!/usr/bin/env node
import { configFromEnvironment } from './config';
import { createApp } from './app';

async function main() {
  const config = configFromEnvironment();
  const { app, close } = await createApp(config, { logger: ['error', 'warn'] });
  // Every interface, IPv6 and IPv4 (as Node's own default): Fastify alone would take only localhost.
  await app.listen(config.port, process.env.HOST ?? '::');
  console.log(`Dealer back office API on http://localhost:${config.port}/api (docs at /api/docs)`);
  const shutdown = async () => {
    await close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
