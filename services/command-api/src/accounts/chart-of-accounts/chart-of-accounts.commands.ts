import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CHART_OF_ACCOUNTS_STREAM,
  initializeChartOfAccounts,
  standardChartUniqueStreams,
  uuidv7,
  type ChartOfAccountsState,
  type UniqueValueState,
} from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';

export class InitializeChartOfAccounts {
  constructor(readonly context: CommandContext) {}
}

@CommandHandler(InitializeChartOfAccounts)
export class InitializeChartOfAccountsHandler implements ICommandHandler<InitializeChartOfAccounts> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context }: InitializeChartOfAccounts) {
    return this.pipeline.run(context, {
      result: { initialized: true },
      decide: async (read) => {
        const streams = standardChartUniqueStreams();
        const states = await Promise.all(streams.map((stream) => read<UniqueValueState>(stream)));
        return initializeChartOfAccounts(
          { newId: () => uuidv7(), initializedBy: context.userId, initializedAt: new Date().toISOString() },
          { chart: await read<ChartOfAccountsState>(CHART_OF_ACCOUNTS_STREAM), uniqueValues: Object.fromEntries(streams.map((stream, index) => [stream, states[index]])) },
        );
      },
    });
  }
}
