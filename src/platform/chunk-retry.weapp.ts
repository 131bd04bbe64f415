/** The mini-program loads its pages itself (no webpack chunks): nothing to retry. */

/** No-op in the mini-program; returns the (no-op) uninstaller. */
export function installChunkRetry(): () => void {
  return () => undefined;
}
