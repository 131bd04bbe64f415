import { ApiError, NETWORK_ERROR_MSG } from '../../services/errors';

/** The server's Chinese message of a failed call, or the network message. */
export function errorText(err: unknown): string {
  return err instanceof ApiError && err.msg ? err.msg : NETWORK_ERROR_MSG;
}
