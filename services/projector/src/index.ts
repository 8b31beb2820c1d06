export { READ_MODELS_SCHEMA, CHECKPOINT_CHANNEL, CHECKPOINT_NAME, checkpointChannelOf, nextSchemaOf } from './constants';
export { migrateReadModels, migrationConfig, MIGRATIONS_DIRECTORY } from './migrate';
export { readCheckpoint } from './checkpoint';
export { Projector, type ProjectorOptions, type ProjectorLogger } from './projector';
export { rebuildReadModels, type RebuildOptions, type RebuildProgress, type RebuildResult } from './rebuild';
export { dumpReadModels, READ_MODEL_TABLES } from './dump';
export { HANDLED_EVENT_TYPES } from './projections';
