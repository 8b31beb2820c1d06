import { Flex, Spin } from 'antd';

export function FullScreenSpinner({ tip = 'Loading...' }: { tip?: string }) {
  return (
    <Flex align="center" justify="center" style={{ height: '100vh', width: '100%' }} data-testid="full-screen-spinner">
      <Spin size="large" tip={tip}>
        <div style={{ padding: 48 }} />
      </Spin>
    </Flex>
  );
}

export function ContentSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 320 }}>
      <Spin size="large" />
    </Flex>
  );
}
