import DataLoader from 'dataloader';

/**
 * Looks records up by id, every id asked for in the same tick in one query. Read-your-writes
 * releases the answers of all the commands a projector batch made visible in the same tick, so
 * under load their responses cost one query instead of one each. Nothing is cached.
 */
export function lookupById<Row>(load: (ids: string[]) => Promise<Row[]>, idOf: (row: Row) => string): DataLoader<string, Row | undefined> {
  return new DataLoader<string, Row | undefined>(
    async (ids) => {
      const rows = await load([...ids]);
      const byId = new Map(rows.map((row) => [idOf(row), row]));
      return ids.map((id) => byId.get(id));
    },
    { cache: false, maxBatchSize: 200 },
  );
}
