import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../platform/command-context';
import { ok } from '../platform/responses';
import { UpdateBusinessSettings } from './business-settings.commands';
import { UpdateBusinessSettingsRequest } from './business-settings.dto';
import { BusinessSettingsQueries } from './business-settings-queries';

/** The business profile printed on every document, and the invoice terms (the /settings page's Business profile tab). */
@ApiTags('settings')
@ApiBearerAuth()
@Controller('settings')
export class BusinessSettingsController {
  constructor(private readonly commands: CommandBus, private readonly queries: BusinessSettingsQueries) {}

  @Get()
  async get() {
    return ok(await this.queries.get());
  }

  @Put()
  async update(@CommandContextOf() context: CommandContext, @Body() body: UpdateBusinessSettingsRequest) {
    await this.commands.execute(new UpdateBusinessSettings(context, body));
    return ok(await this.queries.get(), 'Settings saved');
  }
}
