import { defineMachine } from './transition';

export type RevisionStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'SUPERSEDED';
/**
 * An edit of a published case's title and story (case_revisions): PENDING -> APPROVED (copied onto
 * the case) | REJECTED by staff, once; a newer edit of the case makes the older PENDING one SUPERSEDED.
 */
export const REVISION = defineMachine<'case_revisions', RevisionStatus>({
  name: 'revision',
  table: 'case_revisions',
  moves: { PENDING: ['APPROVED', 'REJECTED', 'SUPERSEDED'], APPROVED: [], REJECTED: [], SUPERSEDED: [] },
  refusal: '该修改已审核',
});
