import { Module } from '@nestjs/common';
import { BooksHealthCheck, BooksHealthCheckController } from './health-check';

@Module({ controllers: [BooksHealthCheckController], providers: [BooksHealthCheck], exports: [BooksHealthCheck] })
export class BooksHealthCheckModule {}
