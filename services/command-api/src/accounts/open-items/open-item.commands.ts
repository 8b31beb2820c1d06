import { BadRequestException } from '@nestjs/common';
import { BOOKS_CLOSING_STREAM, journalEntryStream, type BooksState, type JournalEntryState, type StreamEvents } from '@dealer/domain';
import type { CommandContext } from '../../platform/command-context';
import type { CommandPipeline, CommandPlan, StreamReader } from '../../platform/command-pipeline';
import { dhakaDate } from '../../platform/dates';
import { refusalsIn, type ContractWords } from '../../platform/refusals';
import { poishaFromTaka } from '../../platform/taka';
import type { OpenItemPaymentRequest } from './open-item.dto';

/*
 * The commands every open item (payables, receivables) takes from its controller. Each feature
 * names its own subclasses (`class PayPayable extends OpenItemChange<PayablePaymentRequest> {}`):
 * the command bus finds a handler by the command's own class.
 */

/** An open item entered by hand: the request's fields. */
export class OpenItemEntry<Fields> {
  constructor(readonly context: CommandContext, readonly fields: Fields) {}
}

/** A change to the open item `itemId` (the path's): an amendment or a payment. */
export class OpenItemChange<Fields> {
  constructor(readonly context: CommandContext, readonly itemId: string, readonly fields: Fields) {}
}

export class OpenItemRemoval {
  constructor(readonly context: CommandContext, readonly itemId: string) {}
}

/**
 * An open item entered by hand, as its decision takes it: the amount in poisha, the day it enters
 * the books (`date`: the request's, else today in Dhaka), its due date and notes.
 */
export const enteredOpenItem = (fields: { amount: number; dueDate: string; notes?: string | null }, date: string | null | undefined) => ({
  amount: poishaFromTaka(fields.amount),
  date: date ?? dhakaDate(),
  dueDate: fields.dueDate,
  notes: fields.notes ?? '',
});

/** When the command was decided: the moment its events record. */
export const decidedAt = () => new Date().toISOString();

/**
 * The journal entry that carries an open item entered by hand (`entryId`; empty for one opened by
 * its document, then a stream no entry has): read, so the decision's append is guarded by it.
 */
export const postedEntryOf = (read: StreamReader, entryId: string, itemId: string) => read<JournalEntryState>(journalEntryStream(entryId || itemId));

/** Runs an open item's command plan through the one pipeline, answering refusals in the feature's words. */
export const runOpenItemPlan = <Result>(pipeline: CommandPipeline, context: CommandContext, words: ContractWords, plan: CommandPlan<Result>) =>
  refusalsIn(words, () => pipeline.run(context, plan));

/**
 * The plan that removes an open item entered by hand: the item (`stream`), the entry that carries
 * it (`entryIdOf`) and the books, read in that order for the feature's decision.
 */
export function removalPlan<Item>(
  itemId: string,
  stream: string,
  entryIdOf: (item: Item) => string,
  decide: (given: { item: Item; postedEntry: JournalEntryState; books: BooksState }) => StreamEvents[],
): CommandPlan<{ id: string }> {
  return {
    result: { id: itemId },
    decide: async (read) => {
      const item = await read<Item>(stream);
      return decide({ item, postedEntry: await postedEntryOf(read, entryIdOf(item), itemId), books: await read<BooksState>(BOOKS_CLOSING_STREAM) });
    },
  };
}

/** A body that names another payable or receivable than the path (`item`: 'payable', 'receivable') is refused (400). */
export function refuseOtherItemInBody(item: 'payable' | 'receivable', bodyId: string | null | undefined, pathId: string): void {
  if (!bodyId || bodyId.toLowerCase() === pathId) return;
  const message = `The ${item} in the body is not the one in the path`;
  throw new BadRequestException({ success: false, message, errors: { [`${item}Id`]: message } });
}

/** The payment's amount (in poisha), method, date and notes as the domain's payment commands take them. */
export const openItemPaymentOf = (fields: OpenItemPaymentRequest) => ({
  amount: poishaFromTaka(fields.amount),
  paymentMethodId: fields.paymentMethod,
  paymentDate: fields.paymentDate,
  notes: fields.notes ?? '',
});
