import { useEffect, type ReactNode } from 'react';
import { Breadcrumb, Flex, Typography } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';

export interface BreadcrumbStep {
  title: string;
  path?: string;
}

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Steps between Home and the current page; the page title is appended as the last step. */
  breadcrumb?: BreadcrumbStep[];
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, breadcrumb = [], actions }: PageHeaderProps) {
  useEffect(() => {
    document.title = `${title} · Dealer Back Office`;
  }, [title]);

  const items = [
    { title: <Link to="/" aria-label="Home"><HomeOutlined /></Link> },
    ...breadcrumb.map((step) => ({ title: step.path ? <Link to={step.path}>{step.title}</Link> : step.title })),
    { title },
  ];

  return (
    <div className="page-header">
      <Breadcrumb items={items} />
      <Flex justify="space-between" align="flex-start" gap={16} wrap="wrap" className="page-header-row">
        <div>
          <Typography.Title level={3} className="page-header-title" data-testid="page-title">
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
        {actions && <Flex gap={8} wrap="wrap">{actions}</Flex>}
      </Flex>
    </div>
  );
}
