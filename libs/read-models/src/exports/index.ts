export * from './tables';
export * from './inventory-reports';
export * from './redis-key-prefix';
