import { Table, Tag, Typography } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { VAT_RATE_TYPES, type VatSettingsVersion } from './use-vat-settings';

const ratesText = (version: VatSettingsVersion) =>
  version.scheme === 'Trade' ? `${version.tradeRatePercent}% on every sale` : VAT_RATE_TYPES.map((type) => `${type} ${version.ratesByType[type]}%`).join(', ');

/** Every version of the VAT settings, newest first: from when each applied and what it said. */
export function VatHistoryTable({ versions }: { versions: VatSettingsVersion[] }) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        History
      </Typography.Title>
      <Table<VatSettingsVersion>
        rowKey={(version) => version.effectiveFrom ?? 'unset'}
        dataSource={versions}
        pagination={false}
        size="small"
        locale={{ emptyText: 'No VAT settings saved yet: not registered.' }}
        data-testid="vat-settings-history"
        columns={[
          { key: 'effectiveFrom', title: 'Effective From', render: (_, version) => formatDate(version.effectiveFrom) },
          { key: 'registered', title: 'Registered', render: (_, version) => (version.registered ? <Tag color="green">Registered</Tag> : <Tag>Not registered</Tag>) },
          { key: 'scheme', title: 'Scheme', dataIndex: 'scheme' },
          { key: 'rates', title: 'Rates', render: (_, version) => ratesText(version) },
          { key: 'pricesIncludeVat', title: 'Prices', render: (_, version) => (version.pricesIncludeVat ? 'Include VAT' : 'VAT added') },
          { key: 'authorizedPerson', title: 'Authorized Person', render: (_, version) => [version.authorizedPerson.name, version.authorizedPerson.designation].filter(Boolean).join(', ') || '—' },
        ]}
      />
    </>
  );
}
