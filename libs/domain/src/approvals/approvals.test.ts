import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DomainError } from '../shared/errors';
import { foldStream } from '../streams';
import {
  approvalStream,
  approvesOwnActions,
  assertVoidStillAsAsked,
  discountNeedsApproval,
  grantApproval,
  initialApprovalState,
  rejectApproval,
  requestApproval,
  type ApprovalAction,
  type ApprovalState,
} from './approvals';

const voidAction: ApprovalAction = { kind: 'VoidInvoice', invoiceId: 'inv-1', reason: 'Wrong customer', allowOverdraft: false, invoicePaymentCount: 1 };
const summary = { invoiceNumber: null, customerName: 'Karim Uddin', total: 350_000, discount: 0, discountPercentHundredths: 0 };
const at = '2026-11-28T10:00:00.000Z';
const requested = () => {
  const [request] = requestApproval({ approvalId: 'ap-1', action: voidAction, summary, requestedBy: 'sales-1', requestedAt: at }, { approval: initialApprovalState });
  return { request, state: foldStream<ApprovalState>(request.stream, request.events) };
};
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof DomainError);
    return { kind: error.kind, message: error.message };
  }
  assert.fail('not refused');
};

describe('approvals (issue 23, item 11)', () => {
  it('a request records the action and its figures, pending', () => {
    const { request, state } = requested();
    assert.equal(request.stream, approvalStream('ap-1'));
    assert.equal(state.status, 'Pending');
    assert.deepEqual(state.action, voidAction);
    assert.equal(refusal(() => requestApproval({ approvalId: 'ap-1', action: voidAction, summary, requestedBy: 'sales-1', requestedAt: at }, { approval: state })).kind, 'conflict');
  });

  it('granting appends the grant with the action’s own events, once; a decided request is refused with what became of it', () => {
    const { request, state } = requested();
    const actionEvents = [{ stream: 'invoice-inv-1', events: [{ type: 'InvoiceVoided', data: {} }] }];
    const granted = grantApproval({ approvalId: 'ap-1', decidedBy: 'accountant-1', decidedAt: at }, { approval: state }, actionEvents);
    assert.deepEqual(granted.map((stream) => stream.stream), [approvalStream('ap-1'), 'invoice-inv-1']);
    const approved = foldStream<ApprovalState>(request.stream, [...request.events, ...granted[0].events]);
    assert.equal(approved.status, 'Approved');
    assert.deepEqual(refusal(() => grantApproval({ approvalId: 'ap-1', decidedBy: 'x', decidedAt: at }, { approval: approved }, actionEvents)), { kind: 'conflict', message: 'This request was already approved' });
    assert.equal(refusal(() => rejectApproval({ approvalId: 'ap-1', reason: 'No', decidedBy: 'x', decidedAt: at }, { approval: approved })).kind, 'conflict');
    assert.equal(refusal(() => grantApproval({ approvalId: 'ap-2', decidedBy: 'x', decidedAt: at }, { approval: initialApprovalState }, [])).kind, 'not_found');
  });

  it('a rejection needs a reason and changes only the request', () => {
    const { state } = requested();
    assert.equal(refusal(() => rejectApproval({ approvalId: 'ap-1', reason: '  ', decidedBy: 'x', decidedAt: at }, { approval: state })).kind, 'validation');
    const rejected = rejectApproval({ approvalId: 'ap-1', reason: ' Goods taken ', decidedBy: 'x', decidedAt: at }, { approval: state });
    assert.deepEqual(rejected.map((stream) => stream.stream), [approvalStream('ap-1')]);
    assert.equal((rejected[0].events[0].data as { reason: string }).reason, 'Goods taken');
  });

  it('a void is carried out only on the invoice as it was asked about', () => {
    assert.doesNotThrow(() => assertVoidStillAsAsked(voidAction as never, { lifecycle: 'issued', allPayments: [{}] as never }));
    assert.equal(refusal(() => assertVoidStillAsAsked(voidAction as never, { lifecycle: 'voided', allPayments: [{}] as never })).message, 'The invoice was already voided');
    assert.match(refusal(() => assertVoidStillAsAsked(voidAction as never, { lifecycle: 'issued', allPayments: [{}, {}] as never })).message, /changed since the void was asked for/);
  });

  it('a discount needs an approval only above the limit, to the hundredth of a percent; only Sales asks', () => {
    assert.equal(discountNeedsApproval(1_000, 10_000, 1_000), false, '10% is not above 10%');
    assert.equal(discountNeedsApproval(1_001, 10_000, 1_000), true, '10.01% is');
    assert.equal(discountNeedsApproval(1, 1_000_001, 0), true, 'any discount above a 0% limit');
    assert.equal(discountNeedsApproval(0, 10_000, 0), false, 'no discount, no approval');
    assert.deepEqual(['Administrator', 'Accountant', 'Sales'].map((role) => approvesOwnActions(role as never)), [true, true, false]);
  });
});
