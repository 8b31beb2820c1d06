import { streamReadArea } from '../../../../libs/domain/src/stream-names';
import type { Permission } from '../../features/auth/permissions';

/**
 * The permission that reads a stream's history: the read of the area its kind declares in the
 * domain's STREAM_NAMES (the list the API's role policy asks too: the server decides, this only
 * keeps a role from being shown a History it would be refused), else the audit trail's.
 */
export const historyReadPermission = (stream: string): Permission => `${streamReadArea(stream)}:read`;
