import { Button, Result } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="Sorry this page is not available right now."
      extra={
        <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')} data-testid="go-back-home">
          Go Back Home
        </Button>
      }
      data-testid="not-found"
    />
  );
}
