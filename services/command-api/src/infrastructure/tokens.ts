export const APP_CONFIG = Symbol('APP_CONFIG');
export const PG_POOL = Symbol('PG_POOL');
export const READ_DATABASE = Symbol('READ_DATABASE');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const REDIS = Symbol('REDIS');
