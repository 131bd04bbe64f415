/** Tables of migration 021 (a case's whole life: experiments and their exposures); cases.ended_at is in CaseLifecycleColumns. */
export interface CaseLifecycleColumns { ended_at: number | null }
export interface ExperimentsTable { key: string; variants: string; updated_by: string; updated_at: number }
export interface ExperimentExposuresTable { experiment: string; subject: string; variant: string; info_uuid: string | null; created_at: number }
export interface LifecycleTables {
  experiments: ExperimentsTable;
  experiment_exposures: ExperimentExposuresTable;
}
