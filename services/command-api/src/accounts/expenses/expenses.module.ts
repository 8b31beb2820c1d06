import { AccountsSharedModule } from '../shared/accounts-shared.module';
import { Module } from '@nestjs/common';
import { RecordExpenseHandler } from './expense.commands';
import { ExpensesController } from './expenses.controller';
import { ExpenseQueries } from './expense-queries';

@Module({ imports: [AccountsSharedModule], controllers: [ExpensesController], providers: [RecordExpenseHandler, ExpenseQueries] })
export class ExpensesModule {}
