import {
  addCustomer,
  CUSTOMER_PHONE_SCOPE,
  customerPhoneKey,
  customerStream,
  customerUse,
  deleteCustomer,
  updateCustomer,
  uuidv7,
  type CustomerState,
  type StreamEvents,
} from '@dealer/domain';
import type { AppendRequest } from '@dealer/event-store';
import type { HistoryBuilder, HistoryStep } from '../../testing/history';

/** The customers a history added, live or deleted. */
const added = new WeakMap<HistoryBuilder, string[]>();
const customersOf = (history: HistoryBuilder) => {
  let ids = added.get(history);
  if (!ids) added.set(history, (ids = []));
  return ids;
};

const NAMES = ['Rahim Uddin', 'Karim Mia', 'Nasrin Akter', 'Fatema Begum', 'Shakil Ahmed', 'Tanvir Hasan', 'Mitu Rani'];

/** Runs a decision on the history's states; a refusal (a phone already taken, a used or deleted customer) decides nothing. */
function attempt(history: HistoryBuilder, decide: () => StreamEvents[]): AppendRequest[] {
  try {
    return history.commit(decide());
  } catch {
    return [];
  }
}

// A small range of numbers, so that phones collide now and then and are refused.
const phoneOf = (history: HistoryBuilder) => `${history.pick(['01711', '+880 1711-', '01911'])}${history.int(100000, 100400)}`;

function fieldsOf(history: HistoryBuilder) {
  const fields = {
    name: history.pick(NAMES),
    phone: phoneOf(history),
    fatherName: history.random() < 0.5 ? history.pick(NAMES) : '',
    email: `customer${history.int(1, 999)}@example.com`,
    address: `${history.int(1, 200)} Mirpur, Dhaka`,
    nid: history.random() < 0.5 ? String(history.int(1000000000, 9999999999)) : '',
  };
  // A BIN (issue 24) for those with an NID, made of it: no draw of its own, so the histories the
  // other suites build from these steps (their seeds) stay as they were.
  return { ...fields, bin: fields.nid ? `000${fields.nid}` : '' };
}

export function addCustomerStep(history: HistoryBuilder): AppendRequest[] {
  const customerId = uuidv7();
  const fields = fieldsOf(history);
  const requests = attempt(history, () =>
    addCustomer({ customerId, ...fields }, { customer: history.fold(customerStream(customerId)), phone: history.unique(CUSTOMER_PHONE_SCOPE, customerPhoneKey(fields.phone)) }),
  );
  if (requests.length) customersOf(history).push(customerId);
  return requests;
}

function editCustomer(history: HistoryBuilder): AppendRequest[] {
  const ids = customersOf(history);
  if (!ids.length) return addCustomerStep(history);
  const customerId = history.pick(ids);
  const customer = history.fold<CustomerState>(customerStream(customerId));
  const fields = history.random() < 0.5 ? { address: `${history.int(1, 200)} Uttara, Dhaka`, email: customer.email || 'new@example.com' } : fieldsOf(history);
  const phone = 'phone' in fields ? fields.phone : customer.phone;
  return attempt(history, () => updateCustomer({ customerId, ...fields }, { customer, phone: history.unique(CUSTOMER_PHONE_SCOPE, customerPhoneKey(phone)) }));
}

/** What an invoice, booking or receivable does to the customer it names (the rest of that decision is its own). */
function useCustomer(history: HistoryBuilder): AppendRequest[] {
  const ids = customersOf(history);
  if (!ids.length) return addCustomerStep(history);
  const customerId = history.pick(ids);
  return attempt(history, () => customerUse(history.fold(customerStream(customerId)), { usedBy: history.pick(['invoice', 'booking', 'receivable'] as const), sourceId: uuidv7() }));
}

function removeCustomer(history: HistoryBuilder): AppendRequest[] {
  const ids = customersOf(history);
  if (!ids.length) return addCustomerStep(history);
  const customerId = history.pick(ids);
  return attempt(history, () => deleteCustomer({ customerId }, { customer: history.fold(customerStream(customerId)) }));
}

/** Customers in a random history: `new HistoryBuilder(seed, start, [...BOOKS_HISTORY_STEPS, ...CUSTOMER_HISTORY_STEPS])`. */
export const CUSTOMER_HISTORY_STEPS: readonly HistoryStep[] = [
  { name: 'add a customer', weight: 40, run: addCustomerStep },
  { name: 'edit a customer', weight: 25, run: editCustomer },
  { name: 'use a customer', weight: 15, run: useCustomer },
  { name: 'delete a customer', weight: 10, run: removeCustomer },
];

/** The ids a history added (for tests that check every row against the domain's fold). */
export const customerIdsOf = (history: HistoryBuilder) => [...customersOf(history)];
