/**
 * What createPlatform() may be given by the app shell. The platform is built before the API (the API
 * needs the platform's storage and env), so calls into the API are late-bound callbacks.
 */

/** Posts the sandbox provider's confirm (POST /api/pay/sandbox/confirm); resolves the server's order status. */
export type SandboxConfirm = (orderId: string, action: 'pay' | 'cancel') => Promise<{ status: 'PAID' | 'CLOSED' } | null>;

export interface PlatformOptions {
  /** mini-program sandbox payment (no cashier page there); unused on H5, which leaves for the cashier */
  sandboxConfirm?: SandboxConfirm;
}
