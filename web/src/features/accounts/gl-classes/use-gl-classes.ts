import { queryKeys } from '../../../shared/api/query-keys';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { useResourceMutations } from '../../../shared/hooks/use-resource-mutations';
import { affectedByGlClassChange } from '../shared/affected-queries';
import { LIST_PAGE_SIZE } from '../shared/constants';
import type { GlClass, GlClassType } from '../shared/types';

export interface GlClassBody {
  name: string;
  type: GlClassType;
}

const GL_CLASSES_PATH = '/accounts/gl-classes';

export function useGlClassList() {
  return usePagedList<GlClass, 'glClasses'>({
    path: GL_CLASSES_PATH,
    listKey: 'glClasses',
    pageSize: LIST_PAGE_SIZE,
    keyFor: queryKeys.glClasses.list,
  });
}

export function useGlClassMutations() {
  return useResourceMutations<GlClassBody>(GL_CLASSES_PATH, affectedByGlClassChange);
}
