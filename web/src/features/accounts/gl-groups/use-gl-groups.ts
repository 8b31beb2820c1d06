import { crudResource } from '../../../shared/list';
import { affectedByGlGroupChange } from '../shared/affected-queries';
import { LIST_PAGE_SIZE } from '../shared/constants';
import type { GlGroup } from '../shared/types';
import { queryKeys } from '../../../shared/query-keys';

export interface GlGroupFormValues {
  name: string;
  code: string;
  glClass: string;
  section?: string | null;
}

export interface GlGroupBody {
  name: string;
  code: string;
  glClass: string;
  section?: string;
}

const glGroups = crudResource<GlGroup, GlGroupFormValues, { glClass?: string }>({
  path: '/accounts/gl-groups',
  listKey: 'glGroups',
  keys: queryKeys.glGroups,
  pageSize: LIST_PAGE_SIZE,
  filters: ['glClass'],
  label: 'GL Group',
  invalidates: affectedByGlGroupChange,
  toBody: (values) => toGlGroupBody(values),
});

export const { useList: useGlGroupList, useActions: useGlGroupActions } = glGroups;

export function toGlGroupFormValues(group: GlGroup | null): Partial<GlGroupFormValues> {
  return group ? { name: group.name, code: group.code, glClass: group.glClass?._id, section: group.section ?? undefined } : {};
}

export function toGlGroupBody(values: GlGroupFormValues): GlGroupBody {
  const body: GlGroupBody = { name: values.name.trim(), code: values.code.trim(), glClass: values.glClass };
  if (values.section) body.section = values.section;
  return body;
}
