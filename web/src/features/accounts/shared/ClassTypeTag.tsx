import { Tag } from 'antd';
import { GL_CLASS_TYPE_COLORS } from './constants';
import type { GlClassType } from './types';

export function ClassTypeTag({ type }: { type: GlClassType | string | null | undefined }) {
  if (!type) return <Tag>—</Tag>;
  return <Tag color={GL_CLASS_TYPE_COLORS[type as GlClassType] ?? 'default'}>{type}</Tag>;
}
