import { useState } from 'react';
import { Alert, Button, Modal, Upload, type UploadFile } from 'antd';
import { InboxOutlined } from '@ant-design/icons';

interface ImportAccountsModalProps {
  open: boolean;
  onClose: () => void;
}

/** Lets the user pick a spreadsheet; the file stays in the browser (no import call exists yet). */
export function ImportAccountsModal({ open, onClose }: ImportAccountsModalProps) {
  const [files, setFiles] = useState<UploadFile[]>([]);

  return (
    <Modal
      open={open}
      title="Import Accounts"
      onCancel={onClose}
      afterClose={() => setFiles([])}
      footer={
        <Button onClick={onClose} data-testid="import-accounts-close">
          Close
        </Button>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="Choose an Excel or CSV file with code, name, type and group columns. The file is not sent automatically."
      />
      <Upload.Dragger
        accept=".xlsx,.xls,.csv"
        maxCount={1}
        fileList={files}
        // Returning false keeps the file local: antd would otherwise POST it straight away.
        beforeUpload={(file) => {
          setFiles([file]);
          return false;
        }}
        onRemove={() => setFiles([])}
        data-testid="import-accounts-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag a file here</p>
        <p className="ant-upload-hint">Accepted: .xlsx, .xls, .csv</p>
      </Upload.Dragger>
    </Modal>
  );
}
