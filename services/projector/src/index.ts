export { readCheckpoint } from './checkpoint';
export { Projector, startProjector, UnappliedEventError, type ProjectorOptions, type ProjectorLogger } from './projector';
export { rebuildReadModels, type RebuildOptions, type RebuildProgress, type RebuildResult } from './rebuild';
export { describeReplayVerification, describeUnreachedHead, verifyReplay, type ReplayVerification, type TableComparison, type VerifyReplayOptions } from './verify-replay';
export { dumpReadModels, READ_MODEL_TABLES } from './dump';
export { HANDLED_EVENT_TYPES } from './projections';
export { startJobWorkers, type JobWorkers, type JobWorkersOptions } from './jobs/job-workers';
