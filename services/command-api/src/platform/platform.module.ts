import { createSecretKey } from 'node:crypto';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { JwtModule } from '@nestjs/jwt';
import type { AppConfig } from '../config';
import { InfrastructureModule } from '../infrastructure/infrastructure.module';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { VerifiedTokens } from '../auth/verified-tokens';
import { CommandPipeline } from './command-pipeline';
import { ApiErrorFilter, WebClient } from './error-filter';
import { StillProcessingInterceptor } from './still-processing';
import { CostFieldsInterceptor } from './cost-fields';

/**
 * What every feature stands on: the connections (InfrastructureModule), the command and query
 * buses, JWTs, the one CommandPipeline, the bearer-token guard on every route, the error filter and
 * the 202 of a command stored while the read models are behind.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig): DynamicModule {
    const jwtKey = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    return {
      module: PlatformModule,
      imports: [
        InfrastructureModule.forRoot(config),
        CqrsModule.forRoot(),
        JwtModule.register({
          global: true,
          // A KeyObject made once: given a string, jsonwebtoken re-derives the key on every verify
          // (first trying it as a PEM public key and catching the failure), ~0.8 ms a request.
          secretOrKeyProvider: () => jwtKey,
          signOptions: { expiresIn: config.jwtExpiresIn as never, algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        }),
      ],
      providers: [
        CommandPipeline,
        VerifiedTokens,
        WebClient,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_FILTER, useClass: ApiErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: StillProcessingInterceptor },
        { provide: APP_INTERCEPTOR, useClass: CostFieldsInterceptor },
      ],
      exports: [CommandPipeline, VerifiedTokens, WebClient],
    };
  }
}
