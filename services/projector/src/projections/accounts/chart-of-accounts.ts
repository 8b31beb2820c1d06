import type { ChartOfAccountsEvent } from '@dealer/domain';
import { uuidOrNull } from '../../sql';
import type { ProjectionBatch } from '../batch';
import { on } from '../projection';

/** chart_of_accounts: a single row (id 1) once the standard chart is initialized. */
export const chartOfAccountsHandlers = on<ChartOfAccountsEvent, ProjectionBatch>({
  ChartOfAccountsInitialized: ({ initializedAt, initializedBy }, event, { accounts }) =>
    accounts.chart.insert(1, { initialized_at: initializedAt ?? event.metadata.occurredAt, initialized_by: uuidOrNull(initializedBy) }),
});
