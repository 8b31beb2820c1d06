export { EntityHistory } from './EntityHistory';
export { HistoryButton, historyColumn } from './HistoryButton';
export { useCanReadHistory, useHistoryTab } from './history-access';
export { historyReadPermission } from './history-permission';
export { JsonBlock } from './JsonBlock';
export { eventLabel, fieldLabel, formatFieldValue, formatMoment, formatValue } from './format';
export type { FieldChange, HistoryEvent } from './types';
