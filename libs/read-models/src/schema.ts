/** PostgreSQL schema holding the live read models (the command API queries it). */
export const READ_MODELS_SCHEMA = 'read_models';

/** NOTIFY channel of the live read models; the payload is the committed checkpoint position. */
export const CHECKPOINT_CHANNEL = 'read_models_checkpoint';

/** Name of the one checkpoint row in `projection_checkpoint` (the same in every schema copy). */
export const CHECKPOINT_NAME = 'read_models';

/** Schema a rebuild of `schema` is built in before it is swapped in. */
export const nextSchemaOf = (schema: string) => `${schema}_next`;

/** Channel a projector of `schema` notifies: the well-known one for the live schema. */
export const checkpointChannelOf = (schema: string) => (schema === READ_MODELS_SCHEMA ? CHECKPOINT_CHANNEL : `${schema}_checkpoint`);
