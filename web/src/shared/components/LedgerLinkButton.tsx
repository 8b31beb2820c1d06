import { BookOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';

/** Opens an account's ledger (from the chart of accounts and the GL accounts list). */
export function LedgerLinkButton({ account }: { account: { _id: string; code: string | null; name: string | null } }) {
  const navigate = useNavigate();
  return (
    <Tooltip title="Ledger">
      <Button
        type="text"
        icon={<BookOutlined />}
        onClick={() => navigate(`/accounts/ledger/${account._id}`)}
        aria-label={`Ledger of ${account.name}`}
        data-testid={`ledger-${account.code}`}
      />
    </Tooltip>
  );
}
