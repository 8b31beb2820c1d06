import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Col, Form, Input, Modal, Row } from 'antd';
import { serverMessageOr } from '../../../shared/api/api-error';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { DateInput } from '../../../shared/inputs/DateInput';
import { fillForm, useSubmitLock } from '../../../shared/list';
import { useDiscardGuard } from '../../../shared/list/use-discard-guard';
import { accountLabel, useAllGlAccounts } from '../shared/use-account-options';
import { JournalLinesEditor } from './JournalLinesEditor';
import { applyServerErrors, journalTotals, MAX_DESCRIPTION_LENGTH, MAX_REFERENCE_LENGTH, toJournalBody, toJournalFormValues, type JournalEntryFormValues } from './journal-form';
import { entryNumberOrDraft } from './journal-format';
import type { JournalEntry } from './types';
import { useJournalEntryCommands } from './use-journal-entries';
import { ChartRequiredNotice } from '../shared/ChartRequiredNotice';

interface JournalEntryFormModalProps {
  open: boolean;
  /** The draft being edited; null for a new entry. */
  entry: JournalEntry | null;
  onClose: () => void;
}

type SaveAction = 'draft' | 'post';

export function JournalEntryFormModal({ open, entry, onClose }: JournalEntryFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<JournalEntryFormValues>();
  const { create, update } = useJournalEntryCommands();
  const accounts = useAllGlAccounts();
  const [pendingAction, setPendingAction] = useState<SaveAction | null>(null);
  const [linesError, setLinesError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Taken by the first click of either button, before validation; a saved entry keeps it until the modal opens again.
  const submitLock = useSubmitLock();

  useEffect(() => {
    if (!open) return;
    fillForm(form, toJournalFormValues(entry));
    setLinesError(null);
    setFormError(null);
    submitLock.release();
  }, [open, entry, form]);

  // Every active GL account; an inactive one already on the draft stays selectable so its label shows.
  const accountOptions = useMemo(() => {
    const active = (accounts.data ?? []).filter((account) => account.status !== false);
    const options = active.map((account) => ({ value: account._id, label: accountLabel(account) }));
    const known = new Set(options.map((option) => option.value));
    for (const line of entry?.lines ?? []) {
      if (line.account && !known.has(line.account._id)) {
        known.add(line.account._id);
        // The contract allows an account since gone (no code, no name): its label is then what is left.
        options.push({ value: line.account._id, label: accountLabel({ code: line.account.code ?? '', name: line.account.name ?? '' }) });
      }
    }
    return options;
  }, [accounts.data, entry]);

  const submitting = pendingAction !== null;
  const requestClose = useDiscardGuard(form, onClose, open);

  const save = async (action: SaveAction) => {
    if (!submitLock.tryLock()) return;
    setPendingAction(action);
    const unlock = () => {
      setPendingAction(null);
      submitLock.release();
    };
    setFormError(null);
    try {
      await form.validateFields();
    } catch {
      return unlock();
    }
    const values = form.getFieldsValue(true) as JournalEntryFormValues;
    const problem = journalTotals(values.lines).problem;
    setLinesError(problem);
    if (problem) {
      message.error(problem);
      return unlock();
    }
    const body = toJournalBody(values, action === 'post' ? 'Posted' : 'Draft');
    try {
      const saved = entry ? await update.mutateAsync({ id: entry._id, body, post: action === 'post' }) : await create.mutateAsync(body);
      if (action === 'post') message.success(`Journal entry ${entryNumberOrDraft(saved?.entryNumber)} posted successfully`);
      else message.success(entry ? 'Draft journal entry updated successfully' : 'Journal entry saved as draft');
      onClose();
    } catch (error) {
      submitLock.release();
      const placed = applyServerErrors(form, error);
      setLinesError(placed.linesError);
      setFormError(placed.formError);
      message.error(serverMessageOr(error, 'Failed to save journal entry'));
    } finally {
      setPendingAction(null);
    }
  };

  return (
    <Modal
      open={open}
      title={entry ? 'Edit Journal Entry' : 'New Journal Entry'}
      width={fitModalWidth(1040)}
      onCancel={() => !submitting && requestClose()}
      maskClosable={!submitting}
      forceRender
      footer={[
        <Button key="cancel" onClick={requestClose} disabled={submitting} data-testid="journal-entry-form-cancel">
          Cancel
        </Button>,
        <Button key="draft" onClick={() => save('draft')} loading={pendingAction === 'draft'} disabled={pendingAction === 'post'} data-testid="save-draft">
          Save as Draft
        </Button>,
        <Button key="post" type="primary" onClick={() => save('post')} loading={pendingAction === 'post'} disabled={pendingAction === 'draft'} data-testid="save-and-post">
          Save and Post
        </Button>,
      ]}
      data-testid="journal-entry-modal"
    >
      <ChartRequiredNotice what="A journal entry" />
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="journal-entry-form-error" />}
      <Form<JournalEntryFormValues>
        form={form}
        layout="vertical"
        requiredMark
        // Like a field error, a refusal about the lines goes away once the user changes them.
        onValuesChange={(changed: Partial<JournalEntryFormValues>) => 'lines' in changed && setLinesError(null)}
        data-testid="journal-entry-form"
      >
        <Row gutter={16}>
          <Col xs={24} sm={6}>
            <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Please select date' }]}>
              <DateInput allowClear={false} data-testid="journal-entry-form-date" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={6}>
            <Form.Item name="reference" label="Reference" rules={[{ required: true, whitespace: true, message: 'Please enter reference' }]}>
              <Input placeholder="e.g. ADJ-2025-01" maxLength={MAX_REFERENCE_LENGTH} data-testid="journal-entry-form-reference" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="description" label="Description" rules={[{ required: true, whitespace: true, message: 'Please enter description' }]}>
              <Input placeholder="What this entry records" maxLength={MAX_DESCRIPTION_LENGTH} showCount data-testid="journal-entry-form-description" />
            </Form.Item>
          </Col>
        </Row>
        {linesError && <Alert type="error" showIcon message={linesError} style={{ marginBottom: 12 }} data-testid="journal-lines-error" />}
        <JournalLinesEditor form={form} accountOptions={accountOptions} accountsLoading={accounts.isLoading} />
      </Form>
    </Modal>
  );
}
