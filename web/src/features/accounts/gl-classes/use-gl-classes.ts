import { crudResource } from '../../../shared/list';
import { affectedByGlClassChange } from '../shared/affected-queries';
import { LIST_PAGE_SIZE } from '../shared/constants';
import type { GlClass, GlClassType } from '../shared/types';
import { queryKeys } from '../../../shared/query-keys';

export interface GlClassBody {
  name: string;
  type: GlClassType;
}

const glClasses = crudResource<GlClass, GlClassBody>({
  path: '/accounts/gl-classes',
  listKey: 'glClasses',
  keys: queryKeys.glClasses,
  pageSize: LIST_PAGE_SIZE,
  label: 'GL Class',
  invalidates: affectedByGlClassChange,
  toBody: (values): GlClassBody => ({ name: values.name.trim(), type: values.type }),
});

export const { useList: useGlClassList, useActions: useGlClassActions } = glClasses;

export const toGlClassFormValues = (glClass: GlClass | null): Partial<GlClassBody> => (glClass ? { name: glClass.name, type: glClass.type } : {});
