import { useState } from 'react';
import { Alert, App, Button, Card, Spin } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../shared/api/api-error';
import { PageHeader } from '../../../shared/components/PageHeader';
import { PrintButton } from '../../../shared/print/PrintPaper';
import { SampleForm } from './SampleForm';
import { SamplePaper } from './SamplePaper';
import { exportSampleWorkbook } from './sample-workbook';
import { useAuditSample, type SampleRequest } from './use-audit-sample';

/**
 * Reproducible audit sampling (issue 28, item 5): choose a population, its dates, a size, a method
 * and a seed; draw; print the sample or export it to XLSX. The same seed draws the same sample.
 */
export function AuditSamplePage() {
  const { message } = App.useApp();
  const [request, setRequest] = useState<SampleRequest | null>(null);
  const [exporting, setExporting] = useState(false);
  const sample = useAuditSample(request);

  const exportWorkbook = async () => {
    if (!sample.data) return;
    setExporting(true);
    try {
      await exportSampleWorkbook(sample.data);
      message.success('Sample exported as XLSX');
    } catch {
      message.error('The sample could not be exported');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <PageHeader
        title="Audit Sample"
        subtitle="A reproducible sample of the books' documents: write down the seed, and the same seed draws the same sample."
        breadcrumb={[{ title: 'System' }, { title: 'Audit Trail', path: '/audit' }]}
        actions={
          sample.data && (
            <>
              <PrintButton testId="audit-sample-print" type="default" />
              <Button icon={<FileExcelOutlined />} onClick={exportWorkbook} loading={exporting} data-testid="audit-sample-export">
                Export XLSX
              </Button>
            </>
          )
        }
      />
      <Card style={{ marginBottom: 16 }} className="no-print">
        <SampleForm onDraw={setRequest} drawing={sample.isFetching} />
      </Card>
      {sample.error && <Alert type="error" showIcon message={serverMessageOr(sample.error, 'The sample could not be drawn')} data-testid="audit-sample-error" />}
      {sample.isFetching && !sample.data && <Spin />}
      {sample.data && <SamplePaper sample={sample.data} />}
    </div>
  );
}
