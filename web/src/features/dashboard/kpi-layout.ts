import type { RowProps } from 'antd';
import './dashboard.css';

/**
 * Both dashboards' KPI cards: a row's spacing, closer on a phone, and each card's columns, two a row
 * on a phone and four from xl up. Give the cards the class `dashboard-kpi` (dashboard.css makes them
 * compact on a phone).
 */
export const KPI_GUTTER: RowProps['gutter'] = [
  { xs: 8, sm: 16 },
  { xs: 8, sm: 16 },
];
export const KPI_COLUMN = { xs: 12, xl: 6 } as const;
