import { Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import { ok } from '../../platform/responses';
import { SubmitVatReturn } from './vat-return.commands';
import { VatReturnQueries } from './vat-return-queries';

@ApiTags('vat: returns')
@ApiBearerAuth()
@Controller('vat/returns')
export class VatReturnsController {
  constructor(private readonly commands: CommandBus, private readonly queries: VatReturnQueries) {}

  @Get(':period')
  @ApiParam({ name: 'period', example: '2026-11', description: 'The month, YYYY-MM' })
  async get(@Param('period') period: string) {
    return ok(await this.queries.get(period));
  }

  @Post(':period/submit')
  @ApiParam({ name: 'period', example: '2026-10', description: 'The month, YYYY-MM; it must have ended' })
  async submit(@CommandContextOf() context: CommandContext, @Param('period') period: string) {
    await this.commands.execute(new SubmitVatReturn(context, period));
    return ok(await this.queries.get(period), `VAT return for ${period} submitted`);
  }
}
