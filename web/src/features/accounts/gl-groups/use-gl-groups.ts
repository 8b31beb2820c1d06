import { usePagedList, useResourceActions, type ModalForm } from '../../../shared/list';
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

const GL_GROUPS_PATH = '/accounts/gl-groups';

export function useGlGroupList() {
  return usePagedList<GlGroup, { glClass?: string }>({
    path: GL_GROUPS_PATH,
    listKey: 'glGroups',
    keys: queryKeys.glGroups,
    pageSize: LIST_PAGE_SIZE,
    filters: ['glClass'],
  });
}

export function useGlGroupActions(modal: ModalForm<GlGroup, GlGroupFormValues>) {
  return useResourceActions({ path: GL_GROUPS_PATH, label: 'GL Group', invalidates: affectedByGlGroupChange, modal, toBody: toGlGroupBody });
}

export function toGlGroupFormValues(group: GlGroup | null): Partial<GlGroupFormValues> {
  return group ? { name: group.name, code: group.code, glClass: group.glClass?._id, section: group.section ?? undefined } : {};
}

export function toGlGroupBody(values: GlGroupFormValues): GlGroupBody {
  const body: GlGroupBody = { name: values.name.trim(), code: values.code.trim(), glClass: values.glClass };
  if (values.section) body.section = values.section;
  return body;
}
