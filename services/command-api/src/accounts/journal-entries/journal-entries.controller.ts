import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { CreateJournalEntry, DeleteJournalEntryDraft, EditJournalEntryDraft, PostJournalEntry, ReverseJournalEntry } from './journal-entry.commands';
import { CreateJournalEntryRequest, JournalEntryListQuery, ReverseJournalEntryRequest, UpdateJournalEntryRequest } from './journal-entry.dto';
import { JournalEntryQueries } from './journal-entry-queries';

@ApiTags('accounts: journal entries')
@ApiBearerAuth()
@Controller('accounts/journal-entries')
export class JournalEntriesController {
  constructor(private readonly commands: CommandBus, private readonly queries: JournalEntryQueries) {}

  @Get()
  async list(@Query() query: JournalEntryListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: CreateJournalEntryRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new CreateJournalEntry(context, body));
    return ok(await this.queries.get(outcome.result.id), body.status === 'Posted' ? 'Journal entry posted' : 'Journal entry saved as draft');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: UpdateJournalEntryRequest) {
    await this.commands.execute(new EditJournalEntryDraft(context, id, body));
    return ok(await this.queries.get(id), 'Journal entry updated');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteJournalEntryDraft(context, id));
    return ok({ _id: id }, 'Journal entry deleted');
  }

  @Post(':id/post')
  @HttpCode(200)
  async post(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new PostJournalEntry(context, id));
    return ok(await this.queries.get(id), 'Journal entry posted');
  }

  @Post(':id/reverse')
  @HttpCode(200)
  async reverse(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: ReverseJournalEntryRequest) {
    const outcome: CommandOutcome<{ id: string; reversalEntryId: string }> = await this.commands.execute(new ReverseJournalEntry(context, id, body));
    const [original, reversal] = await Promise.all([this.queries.get(id), this.queries.get(outcome.result.reversalEntryId)]);
    return ok({ original, reversal }, `Journal entry reversed by ${reversal.entryNumberText}`);
  }
}
