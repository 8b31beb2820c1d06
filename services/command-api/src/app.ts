import 'reflect-metadata';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Projector } from '@dealer/projector';
import type { EventStore } from '@dealer/event-store';
import { AppModule } from './app.module';
import type { AppConfig } from './config';
import { FirstAdministrator } from './auth/first-administrator';
import { EVENT_STORE } from './infrastructure/tokens';
import { errorResponse } from './platform/error-filter';
import { createValidationPipe } from './platform/validation';

export interface RunningApp {
  app: NestExpressApplication;
  close(): Promise<void>;
}

/** Builds the HTTP application: /api, its docs, and the built web client beside it. */
export async function createApp(config: AppConfig, options: { logger?: LogLevel[] | false } = {}): Promise<RunningApp> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: options.logger ?? ['error', 'warn', 'log'],
  });
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // Parse JSON ourselves so a bad or oversize body gets the API's error shape before any route runs.
  const parseJson = express.json({ limit: '1mb' });
  const bodyLogger = new Logger('Body');
  app.use((request: Request, response: Response, next: NextFunction) =>
    parseJson(request, response, (error?: unknown) => {
      if (!error) return next();
      const { status, body } = errorResponse(error, bodyLogger);
      response.status(status).json(body);
    }),
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.use((_request: Request, response: Response, next: NextFunction) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'same-origin');
    response.setHeader('X-Frame-Options', 'DENY');
    next();
  });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Dealer back office API').setDescription('Commands and queries of the dealer back office').setVersion('1').addBearerAuth().build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });

  const web = config.webDistDirectory;
  if (web && existsSync(join(web, 'index.html'))) {
    app.use(express.static(web, { index: false, maxAge: '1h' }));
    // The client routes itself: every other page GET outside /api gets index.html.
    app.use((request: Request, response: Response, next: NextFunction) => {
      if (request.method !== 'GET' || request.path.startsWith('/api')) return next();
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(join(web, 'index.html'));
    });
  }

  let projector: Projector | undefined;
  if (config.embeddedProjector) {
    projector = new Projector({ databaseUrl: config.databaseUrl, eventStore: app.get<EventStore>(EVENT_STORE) });
    await projector.start();
  }
  await app.init();
  await app.get(FirstAdministrator).ensure();
  return {
    app,
    async close() {
      await projector?.stop();
      await app.close();
    },
  };
}
