export * from './tables';
export * from './inventory-reports';
