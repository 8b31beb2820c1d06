export { canOpen, screenArea, screenPermission, type Permission } from './permissions';
export { useCan, useCanChangeHere, useCanOpen } from './use-can';
