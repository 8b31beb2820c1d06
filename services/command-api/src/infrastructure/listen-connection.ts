import type { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { reconnectDelayMs } from './backoff';

export interface ListenConnectionOptions {
  databaseUrl: string;
  /** application_name of the connection (an operator, or a test, finds its backend by it). */
  applicationName: string;
  channel: string;
  /** What the log calls it: 'checkpoint listener'. */
  name: string;
  /** What the owner does while not listening, said once an outage: 'polling the checkpoint meanwhile'. */
  whileLost: string;
  logger: Logger;
  /** A notification's payload on `channel` (empty payloads are dropped). */
  heard: (payload: string) => void;
  /** Listening (again): notifications sent before now were not heard. Awaited before `start` resolves. */
  listening: () => void | Promise<void>;
  /** Not listening: the connection dropped, or an attempt to open it failed. */
  lost?: () => void;
}

/**
 * LISTEN on a connection of its own (not a pool's): a lost connection, or one that cannot be opened,
 * is tried again after a bounded exponential backoff (reconnectDelayMs), with one warning an outage;
 * the owner hears when listening starts and when it is lost.
 */
export class ListenConnection {
  private client?: Client;
  /** Reconnect attempts in the current outage (0: listening). */
  private attempts = 0;
  private reconnect?: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: ListenConnectionOptions) {}

  /** Whether notifications can reach the owner now. */
  get isListening(): boolean {
    return this.client !== undefined;
  }

  /** The first attempt: resolves once listening, or once the attempt failed and a retry is scheduled. */
  start(): Promise<void> {
    return this.open().catch((error: Error) => this.dropped(error));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    await this.client?.end().catch(() => undefined);
  }

  /** Opens the LISTEN connection, or throws. */
  private async open(): Promise<void> {
    const { channel, logger, name } = this.options;
    const client = new Client({ connectionString: this.options.databaseUrl, application_name: this.options.applicationName });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) this.options.heard(message.payload);
    });
    client.on('error', (error) => this.dropped(error, client));
    client.on('end', () => this.dropped(new Error('connection closed'), client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    if (this.attempts > 0) logger.log(`${name} reconnected after ${this.attempts} attempt(s)`);
    this.attempts = 0;
    await this.options.listening();
  }

  /** The connection dropped, or could not be opened: try again after a growing delay. */
  private dropped(error: Error, client?: Client): void {
    if (client) {
      // Events of a client already given up (its error, then its end) or never in use are old news.
      if (client !== this.client) return;
      this.client = undefined;
      void client.end().catch(() => undefined);
    }
    this.options.lost?.();
    if (this.closed) return;
    this.attempts += 1;
    const { logger, name } = this.options;
    if (this.attempts === 1) logger.warn(`${name} lost (${error.message}): ${this.options.whileLost}`);
    else logger.debug(`${name} attempt ${this.attempts} failed: ${error.message}`);
    this.reconnect = setTimeout(() => void this.open().catch((next: Error) => this.dropped(next)), reconnectDelayMs(this.attempts));
  }
}
