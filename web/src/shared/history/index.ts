export { EntityHistory } from './EntityHistory';
export { HistoryButton, historyColumn } from './HistoryButton';
export { historyReadPermission, useCanReadHistory, useHistoryTab } from './history-access';
export { JsonBlock } from './JsonBlock';
export { eventLabel, fieldLabel, formatFieldValue, formatMoment, formatValue } from './format';
export type { FieldChange, HistoryEvent } from './types';
