import { AccountsSharedModule } from '../shared/accounts-shared.module';
import { Module } from '@nestjs/common';
import { TRANSFER_COMMAND_HANDLERS } from './transfer.commands';
import { TransfersController } from './transfers.controller';
import { TransferQueries } from './transfer-queries';

@Module({ imports: [AccountsSharedModule], controllers: [TransfersController], providers: [...TRANSFER_COMMAND_HANDLERS, TransferQueries] })
export class TransfersModule {}
