import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { ok } from '../../platform/responses';
import { RecordOwnerTransaction } from './owner-equity.commands';
import { OwnerTransactionRequest } from './owner-equity.dto';
import { OwnerEquityQueries } from './owner-equity-queries';

@ApiTags("accounts: owner's equity")
@ApiBearerAuth()
@Controller('accounts/owner')
export class OwnerEquityController {
  constructor(private readonly commands: CommandBus, private readonly queries: OwnerEquityQueries) {}

  @Get('equity-totals')
  async totals() {
    return ok(await this.queries.totals());
  }

  @Post('investment')
  async investment(@CommandContextOf() context: CommandContext, @Body() body: OwnerTransactionRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new RecordOwnerTransaction(context, 'investment', body));
    return ok(await this.queries.get(outcome.result.id), "Owner's investment recorded successfully");
  }

  @Post('drawing')
  async drawing(@CommandContextOf() context: CommandContext, @Body() body: OwnerTransactionRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new RecordOwnerTransaction(context, 'drawing', body));
    return ok(await this.queries.get(outcome.result.id), "Owner's drawing recorded successfully");
  }
}
