/**
 * A red packet (red_packets.status):
 *   ISSUED --give-->   GIVEN    (the donor gave it to a case of its activity: booked like a match)
 *   ISSUED --expire--> EXPIRED  (not given in time, or its activity ended: its money back to the pool,
 *                                or to the sponsor once the activity ended)
 * GIVEN and EXPIRED are final. A give and an expiry racing for one packet: the conditional move lets
 * exactly one of them happen.
 */
import type { RedPacketStatus } from '../../db/schema-rewards';
import { defineMachine } from './transition';

export const RED_PACKET = defineMachine<'red_packets', RedPacketStatus>({
  name: 'red_packet',
  table: 'red_packets',
  moves: { ISSUED: ['GIVEN', 'EXPIRED'], GIVEN: [], EXPIRED: [] },
  refusal: '红包已使用或已过期',
});
