import type { CommandBus } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../platform/command-pipeline';
import type { ListQuery } from '../../platform/list-query';
import { ok } from '../../platform/responses';
import type { OpenItemChange, OpenItemEntry, OpenItemRemoval } from './open-item.commands';

/*
 * What every open item's controller (payables, receivables) does behind its routes: run the
 * command, read the item back and answer it in the envelope with the feature's message. The
 * routes themselves stay declared in each controller (path, DTOs, swagger): Nest and the contract
 * (scripts/contract-schemas.mjs) read a route from a method the `@Controller` class declares, and
 * each answer's type is inferred through these methods from the feature's own queries.
 */

/** What a feature's queries answer: its list (by the feature's filters), one item, an item's payments and one payment. */
export interface OpenItemReads<Filters, List, Item, Payments, Payment> {
  list(query: Filters): Promise<List>;
  get(id: string): Promise<Item>;
  paymentsOf(id: string, query: ListQuery): Promise<Payments>;
  payment(paymentId: string): Promise<Payment>;
}

/** A feature's words: the key its item has beside a payment in a payment's answer ('payable'), and each command's message. */
export interface OpenItemMessages<ItemKey extends string> {
  itemKey: ItemKey;
  added: string;
  updated: string;
  deleted: string;
  settled: string;
}

/** The routes over a feature's queries (`PayableQueries`), their answers as those queries answer. */
export type OpenItemRoutesOver<Queries, ItemKey extends string> =
  Queries extends OpenItemReads<infer Filters, infer List, infer Item, infer Payments, infer Payment> ? OpenItemRoutes<Filters, List, Item, Payments, Payment, ItemKey> : never;

export class OpenItemRoutes<Filters, List, Item, Payments, Payment, ItemKey extends string> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OpenItemReads<Filters, List, Item, Payments, Payment>,
    private readonly messages: OpenItemMessages<ItemKey>,
  ) {}

  async list(query: Filters) {
    return ok(await this.queries.list(query));
  }

  async get(id: string) {
    return ok(await this.queries.get(id));
  }

  async payments(id: string, query: ListQuery) {
    return ok(await this.queries.paymentsOf(id, query));
  }

  /** An item entered by hand: answered as its read answers it. */
  async add(command: OpenItemEntry<unknown>) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(command);
    return ok(await this.queries.get(outcome.result.id), this.messages.added);
  }

  async amend(command: OpenItemChange<unknown>) {
    await this.commands.execute(command);
    return ok(await this.queries.get(command.itemId), this.messages.updated);
  }

  async remove(command: OpenItemRemoval) {
    await this.commands.execute(command);
    return ok({ _id: command.itemId }, this.messages.deleted);
  }

  /** A payment on the item: the payment, and the item as it stands after it (under the feature's key). */
  async settle(command: OpenItemChange<unknown>) {
    const outcome: CommandOutcome<{ id: string; paymentId: string }> = await this.commands.execute(command);
    const [payment, item] = await Promise.all([this.queries.payment(outcome.result.paymentId), this.queries.get(command.itemId)]);
    const itemUnderKey = { [this.messages.itemKey]: item } as Record<ItemKey, Item>;
    return ok({ payment, ...itemUnderKey }, this.messages.settled);
  }
}
