import { Module } from '@nestjs/common';
import { SystemAccountIds } from '../../platform/system-accounts';
import { BAD_DEBT_COMMAND_HANDLERS } from './bad-debt.commands';
import { BadDebtsController } from './bad-debts.controller';
import { BadDebtQueries } from './bad-debt-queries';

@Module({ controllers: [BadDebtsController], providers: [...BAD_DEBT_COMMAND_HANDLERS, BadDebtQueries, SystemAccountIds] })
export class BadDebtsModule {}
