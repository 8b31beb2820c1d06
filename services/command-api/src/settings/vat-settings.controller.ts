import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../platform/command-context';
import { ok } from '../platform/responses';
import { UpdateVatSettings } from './vat-settings.commands';
import { UpdateVatSettingsRequest } from './vat-settings.dto';
import { VatSettingsQueries } from './vat-settings-queries';

/** Whether and how the business charges VAT (issue 24; the /settings page's VAT tab): Administrator changes, the books' readers read. */
@ApiTags('settings')
@ApiBearerAuth()
@Controller('settings/vat')
export class VatSettingsController {
  constructor(private readonly commands: CommandBus, private readonly queries: VatSettingsQueries) {}

  @Get()
  async get() {
    return ok(await this.queries.get());
  }

  @Put()
  async update(@CommandContextOf() context: CommandContext, @Body() body: UpdateVatSettingsRequest) {
    await this.commands.execute(new UpdateVatSettings(context, body));
    return ok(await this.queries.get(), 'VAT settings saved');
  }
}
