import { queryKeys } from '../../../shared/api/query-keys';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { useResourceMutations } from '../../../shared/hooks/use-resource-mutations';
import { affectedByGlGroupChange } from '../shared/affected-queries';
import { LIST_PAGE_SIZE } from '../shared/constants';
import type { GlGroup } from '../shared/types';

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

export function useGlGroupList(glClassFilter: string | undefined) {
  return usePagedList<GlGroup, 'glGroups'>({
    path: GL_GROUPS_PATH,
    listKey: 'glGroups',
    pageSize: LIST_PAGE_SIZE,
    keyFor: queryKeys.glGroups.list,
    filters: { glClass: glClassFilter },
  });
}

export function useGlGroupMutations() {
  return useResourceMutations<GlGroupBody>(GL_GROUPS_PATH, affectedByGlGroupChange);
}

export function toGlGroupBody(values: GlGroupFormValues): GlGroupBody {
  const body: GlGroupBody = { name: values.name.trim(), code: values.code.trim(), glClass: values.glClass };
  if (values.section) body.section = values.section;
  return body;
}
