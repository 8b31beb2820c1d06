import { useEffect, useState } from 'react';
import { Button, Flex, Modal, Segmented, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { formatTaka } from '../../../shared/format/taka';
import { PrintButton } from '../../../shared/print/PrintPaper';
import { InvoicePaper, type InvoicePaperKind } from './invoice-papers';
import type { Invoice } from './invoice-types';
import { invoiceRoutes } from './use-invoices';

const PAPER_LABELS: Record<InvoicePaperKind, string> = { invoice: 'Invoice', chalan: 'Delivery Chalan' };

export interface InvoicePrintModalProps {
  invoice: Invoice | null;
  onClose: () => void;
  /** Motorcycle invoices: Invoice or Delivery Chalan (the print-options modal); products: the Invoice (the preview modal). */
  papers: InvoicePaperKind[];
  title: string;
  testId: string;
}

/** Opens after an invoice is created (spec §2): the paper to print, the browser's print, and the way to the invoice. */
export function InvoicePrintModal({ invoice, onClose, papers, title, testId }: InvoicePrintModalProps) {
  const navigate = useNavigate();
  const [paper, setPaper] = useState<InvoicePaperKind>(papers[0]);
  useEffect(() => setPaper(papers[0]), [invoice?._id]);

  return (
    <Modal
      open={Boolean(invoice)}
      title={title}
      width={fitModalWidth(900)}
      onCancel={onClose}
      destroyOnHidden
      wrapProps={{ 'data-testid': testId }}
      footer={
        <Flex justify="flex-end" gap={8} wrap="wrap">
          <Button onClick={onClose} data-testid={`${testId}-close`}>
            Close
          </Button>
          {invoice && (
            <Button onClick={() => navigate(invoiceRoutes.view(invoice._id))} data-testid={`${testId}-view`}>
              View Invoice
            </Button>
          )}
          <PrintButton label={`Print ${PAPER_LABELS[paper]}`} testId={`${testId}-print`} />
        </Flex>
      }
    >
      {invoice && (
        <>
          <Typography.Paragraph data-testid={`${testId}-summary`}>
            Invoice <strong>{invoice.invoiceId}</strong> for {invoice.customer.name}: total {formatTaka(invoice.totalAmount)}
            {invoice.due > 0 ? `, due ${formatTaka(invoice.due)}` : ', paid in full'}.
          </Typography.Paragraph>
          {papers.length > 1 && (
            <Segmented<InvoicePaperKind>
              value={paper}
              onChange={setPaper}
              options={papers.map((kind) => ({ value: kind, label: <span data-testid={`${testId}-paper-${kind}`}>{PAPER_LABELS[kind]}</span> }))}
              style={{ marginBottom: 12 }}
            />
          )}
          <InvoicePaper invoice={invoice} kind={paper} />
        </>
      )}
    </Modal>
  );
}
