import { Injectable, Logger } from '@nestjs/common';
import {
  addedSystemAccountStreams,
  addMissingSystemAccounts,
  CHART_OF_ACCOUNTS_STREAM,
  DomainError,
  glClassStream,
  glGroupStream,
  uuidv7,
  type ChartOfAccountsState,
  type GlClassState,
  type GlGroupState,
  type UniqueValueState,
} from '@dealer/domain';
import { SYSTEM_USER_ID } from '../../auth/authenticated-user';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';

/**
 * Gives a chart initialized before them the system accounts that joined the standard chart later
 * (SYSTEM_ACCOUNTS_ADDED_LATER, DESIGN §14): one idempotent command, run as the API starts and by
 * POST /api/accounts/initialize. Nothing is appended when the chart has them all; before the chart
 * exists there is nothing to add to (initializing opens them).
 */
@Injectable()
export class AddedSystemAccounts {
  private readonly logger = new Logger('AddedSystemAccounts');

  constructor(private readonly pipeline: CommandPipeline) {}

  /** `userId`: who asked (the system at start). Its own command, never under a request's idempotency key; never fails its caller. */
  async ensure(userId: string = SYSTEM_USER_ID): Promise<void> {
    let added = 0;
    try {
      await this.pipeline.run(
        { userId, correlationId: uuidv7(), fingerprint: 'added-system-accounts' },
        {
          result: {},
          decide: async (read) => {
            const decided = addMissingSystemAccounts({ newId: () => uuidv7(), addedBy: userId, addedAt: new Date().toISOString() }, await this.given(read));
            added = decided.filter(({ events }) => events.some((event) => event.type === 'GlAccountOpened')).length;
            return decided;
          },
        },
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'chart_not_initialized') return;
      this.logger.warn(`the chart's added system accounts could not be added: ${(error as Error).message}`);
      return;
    }
    if (added > 0) this.logger.log(`added ${added} system account(s) the chart lacked`);
  }

  private async given(read: StreamReader) {
    const { codes, groupCodes } = addedSystemAccountStreams();
    const codeStates: Record<string, UniqueValueState> = {};
    for (const [code, stream] of Object.entries(codes)) codeStates[code] = await read<UniqueValueState>(stream);
    const groups: Record<string, { group: GlGroupState; glClass: GlClassState }> = {};
    for (const [groupCode, stream] of Object.entries(groupCodes)) {
      const owner = (await read<UniqueValueState>(stream)).ownerId;
      if (!owner) continue;
      const group = await read<GlGroupState>(glGroupStream(owner));
      groups[groupCode] = { group, glClass: await read<GlClassState>(glClassStream(group.glClassId)) };
    }
    return { chart: await read<ChartOfAccountsState>(CHART_OF_ACCOUNTS_STREAM), codes: codeStates, groups };
  }
}
