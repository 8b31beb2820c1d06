import { usePagedList, useResourceActions, type ModalForm } from '../../../shared/list';
import { affectedByGlClassChange } from '../shared/affected-queries';
import { LIST_PAGE_SIZE } from '../shared/constants';
import type { GlClass, GlClassType } from '../shared/types';
import { queryKeys } from '../../../shared/query-keys';

export interface GlClassBody {
  name: string;
  type: GlClassType;
}

const GL_CLASSES_PATH = '/accounts/gl-classes';

export function useGlClassList() {
  return usePagedList<GlClass>({ path: GL_CLASSES_PATH, listKey: 'glClasses', keys: queryKeys.glClasses, pageSize: LIST_PAGE_SIZE });
}

export function useGlClassActions(modal: ModalForm<GlClass, GlClassBody>) {
  return useResourceActions({
    path: GL_CLASSES_PATH,
    label: 'GL Class',
    invalidates: affectedByGlClassChange,
    modal,
    toBody: (values): GlClassBody => ({ name: values.name.trim(), type: values.type }),
  });
}

export const toGlClassFormValues = (glClass: GlClass | null): Partial<GlClassBody> => (glClass ? { name: glClass.name, type: glClass.type } : {});
