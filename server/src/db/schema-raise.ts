/** Table types of the raise flow (migration 005_raise). Times are epoch ms; booleans 0/1. */
import type { ColumnType } from 'kysely';
import type { InfoStatus } from '../../../src/contract/raise-sections';

/** Columns 005 adds to `cases`: optional on insert (a plain insert is a published case). */
export interface CaseRaiseColumns {
  published: ColumnType<number, number | undefined, number>;
  published_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CaseSectionsTable {
  info_uuid: string;
  section: string;
  /** Moves only through the section machine (domain/machines/section.ts SECTION). */
  status: InfoStatus;
  data_json: string;
  lookup_key: string;
  reason: string;
  submitted_at: number | null;
  reviewed_by: string | null;
  reviewed_at: number | null;
  updated_at: number;
}
export interface RaiseFindingsTable {
  id: string; info_uuid: string; kind: string; section: string; detail: string; related_info_uuid: string | null; created_at: number;
}
export interface BlacklistTable {
  id: string; user_id: string | null; id_card: string | null; name: string; reason: string; added_by: string;
  created_at: number; removed_at: number | null; removed_by: string | null;
}
export interface HelpRegistrationsTable {
  id: string; name: string; phone: string; city: string; illness: string; status: string; note: string;
  user_id: string | null; created_at: number; updated_at: number;
}

export interface RaiseTables {
  case_sections: CaseSectionsTable;
  raise_findings: RaiseFindingsTable;
  blacklist: BlacklistTable;
  help_registrations: HelpRegistrationsTable;
}
