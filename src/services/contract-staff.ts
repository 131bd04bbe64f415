/**
 * The staff raise calls' types, declared in src/contract/staff.ts (paths, access, bodies, answers);
 * re-exported here so older imports keep working.
 */
export { AUDIT_TYPE } from '../contract/staff';
export type {
  AuditListReq, AuditListRes, AuditRow, BlacklistAddReq, BlacklistItem, BlacklistListRes, CaseFileRes, CaseFileSection, Finding, FindingKind,
  HelpListRes, HelpRegistration, HelpStatus, ReviewRevisionReq, ReviewRevisionRes, ReviewSectionReq, ReviewSectionRes, RevisionItem,
  RevisionListRes, StaffQueueItem, StaffQueueReq, StaffQueueRes, StaffWhoamiRes,
} from '../contract/staff';
