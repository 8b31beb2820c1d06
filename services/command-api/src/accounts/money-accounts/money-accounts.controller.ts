import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ok } from '../../platform/responses';
import { AccountFundsReader } from '../shared/account-funds';

/**
 * The accounts money is paid from or moved between (transfers, expenses, owner's equity), with
 * their balances: what an account is (an Asset with a cash mapping, the bank or mobile-banking
 * role, bank details or such a payment method), never its name. The decisions apply the same rule.
 */
@ApiTags('accounts: money accounts')
@ApiBearerAuth()
@Controller('accounts/money-accounts')
export class MoneyAccountsController {
  constructor(private readonly funds: AccountFundsReader) {}

  @Get()
  async list() {
    return ok({ moneyAccounts: await this.funds.moneyAccounts() });
  }
}
