/**
 * A raise-help lead's call-back status (growth_leads.status): 待回访 pending --staff call--> 已回访 called
 * | 未接通 unreachable (tried again later, any number of times) | 已关闭 closed; called --> 已发起筹款
 * converted | closed. converted and closed are final. The moves are the contract's LEAD_MOVES (the
 * console shows exactly the buttons the machine allows).
 */
import { LEAD_MOVES, type LeadStatus } from '../../../../src/contract/growth';
import { defineMachine } from './transition';

export type { LeadStatus };

export const LEAD = defineMachine<'growth_leads', LeadStatus>({
  name: 'lead',
  table: 'growth_leads',
  moves: LEAD_MOVES,
  refusal: '该线索当前状态不可操作',
});
