import type { Connection } from 'pg';

/** What PipelinedStatements uses of node-postgres' connection (pg's own Query makes the same calls); @types/pg leaves them out. */
interface ProtocolConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parse(query: { text: string; name?: string }): void;
  bind(config: { statement?: string; values: unknown[] }): void;
  execute(config: Record<string, never>): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/**
 * The statements prepared on each connection, by text. A text is parsed and planned once per
 * connection, and only bound and executed after that: for the small batches of a live projector,
 * parsing and planning were half of PostgreSQL's work. After any error the connection prepares
 * nothing more (`poisoned`): PostgreSQL skips the messages after an error, Parse included, so the
 * statements this side believes prepared might not be.
 */
interface PreparedStatements {
  names: Map<string, string>;
  poisoned: boolean;
}
const preparedByConnection = new WeakMap<object, PreparedStatements>();
/** Most statements kept prepared on one connection; texts past it go unnamed. */
const MOST_PREPARED = 200;

/** Parameters as node-postgres sends them: Buffers binary, everything else as text. */
function parameter(value: unknown): unknown {
  if (value === null || value === undefined || Buffer.isBuffer(value)) return value ?? null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Several statements sent in one go with the extended query protocol and a single Sync: one round
 * trip for all of them, and their parameters may be binary (Buffers, see pgArray), which
 * PostgreSQL copies instead of parsing. Results are not read back.
 *
 * It is a node-postgres "submittable", queued with `client.query()` like any query: the client
 * sends the next query only after this one's ReadyForQuery. After an error PostgreSQL skips the
 * remaining statements up to the Sync; `done` then rejects with that error. Statements meant to be
 * atomic must be wrapped in BEGIN … COMMIT by the caller.
 */
export class PipelinedStatements {
  /** The command tag of each statement, in order ('BEGIN', 'INSERT', …, 'COMMIT'). */
  readonly done: Promise<string[]>;
  private resolve!: (tags: string[]) => void;
  private reject!: (error: Error) => void;
  private readonly tags: string[] = [];
  private readonly statements: [text: string, values: unknown[]][];
  private prepared: PreparedStatements | undefined;

  /** Parameters are converted here, so that nothing can fail halfway through sending. */
  constructor(statements: readonly (readonly [text: string, values?: readonly unknown[]])[]) {
    this.statements = statements.map(([text, values]) => [text, values ? values.map(parameter) : []]);
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(pgConnection: Connection): void {
    const connection = pgConnection as unknown as ProtocolConnection;
    let prepared = preparedByConnection.get(pgConnection);
    if (!prepared) preparedByConnection.set(pgConnection, (prepared = { names: new Map(), poisoned: false }));
    this.prepared = prepared;
    connection.stream.cork?.();
    try {
      for (const [text, values] of this.statements) {
        let name = prepared.poisoned ? undefined : prepared.names.get(text);
        if (name === undefined) {
          if (!prepared.poisoned && prepared.names.size < MOST_PREPARED) {
            name = `pipelined_${prepared.names.size + 1}`;
            prepared.names.set(text, name);
          }
          connection.parse({ text, name });
        }
        connection.bind({ statement: name, values });
        connection.execute({});
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleCommandComplete(message: { text: string }): void {
    this.tags.push(message.text.split(' ', 1)[0]);
  }

  handleEmptyQuery(): void {
    this.tags.push('');
  }

  handleError(error: Error): void {
    if (this.prepared) this.prepared.poisoned = true;
    this.reject(error);
  }

  handleReadyForQuery(): void {
    this.resolve(this.tags);
  }

  handleCopyInResponse(connection: Connection): void {
    (connection as unknown as ProtocolConnection).sendCopyFail('COPY is not supported in pipelined statements');
  }

  handleRowDescription(): void {}
  handleDataRow(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}
