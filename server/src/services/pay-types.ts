/** The payment-provider interface, from the payments library (server/src/payments/types.ts). */
export type { PayProvider, ParsedNotify, PayOrderInfo } from '../payments/types';
