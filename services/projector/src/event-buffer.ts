import type { RecordedEvent, Subscription } from '@dealer/event-store';

/**
 * Decouples reading from applying: a pump drains the subscription into a bounded buffer while
 * the projector applies the previous batch, and take() hands over whatever has arrived (up to a
 * batch), so a batch is "up to N events or what is available", never waiting to fill up.
 */
export class EventBuffer {
  private items: RecordedEvent[] = [];
  private head = 0;
  private done = false;
  private closed = false;
  private failure: unknown;
  private dataWaiter: (() => void) | undefined;
  private spaceWaiter: (() => void) | undefined;
  private readonly pump: Promise<void>;

  constructor(
    private readonly subscription: Subscription,
    private readonly highWaterMark: number,
  ) {
    this.pump = this.run();
  }

  private get length(): number {
    return this.items.length - this.head;
  }

  /** Events received and not yet taken. */
  get available(): number {
    return this.length;
  }

  private async run(): Promise<void> {
    try {
      for await (const event of this.subscription) {
        this.items.push(event);
        this.wakeData();
        if (this.length >= this.highWaterMark) await new Promise<void>((resolve) => (this.spaceWaiter = resolve));
        if (this.closed) break;
      }
    } catch (error) {
      this.failure = error;
    } finally {
      this.done = true;
      this.wakeData();
    }
  }

  /** Up to `max` events in log order; waits for at least one. [] once closed or ended. */
  async take(max: number): Promise<RecordedEvent[]> {
    if (this.length === 0) {
      while (this.length === 0) {
        if (this.failure) throw this.failure;
        if (this.done || this.closed) return [];
        await new Promise<void>((resolve) => (this.dataWaiter = resolve));
      }
      // Woken by the first event of a page: let the pump push the rest of it (all within this
      // turn of the event loop) so a page becomes one batch, not two.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const end = Math.min(this.items.length, this.head + max);
    const batch = this.items.slice(this.head, end);
    this.head = end;
    if (this.head > 4096 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    this.wakeSpace();
    return batch;
  }

  /** Makes take() fail (e.g. the projector's own connection broke while idle). */
  fail(error: unknown): void {
    this.failure ??= error;
    this.wakeData();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeSpace();
    this.wakeData();
    await this.subscription.close().catch(() => undefined);
    await this.pump;
  }

  private wakeData(): void {
    const wake = this.dataWaiter;
    this.dataWaiter = undefined;
    wake?.();
  }

  private wakeSpace(): void {
    const wake = this.spaceWaiter;
    this.spaceWaiter = undefined;
    wake?.();
  }
}
