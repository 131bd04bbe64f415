/**
 * The raise API group on the client: the calls declared in src/contract/raise.ts, plus `section(name,
 * body)`, which reads or saves one section through that section's own call (the RaiseStore handles the
 * sections alike).
 */
import type { Contract } from '../contract';
import { SECTION_CALL, type Section, type SectionReq, type SectionRes } from '../contract/raise';
import type { ClientOf } from './client';

export interface SectionCall {
  /** Reads (no save) or saves a section (-> SAVED). */
  section<T>(section: Exclude<Section, 'base'>, req: SectionReq<T>): Promise<SectionRes<T>>;
}
export type RaiseApi = ClientOf<Contract['raise']> & SectionCall;

/** Adds `section` to the bound raise group. */
export function withSections(calls: ClientOf<Contract['raise']>): RaiseApi {
  const section = <T>(name: Exclude<Section, 'base'>, req: SectionReq<T>) =>
    (calls[SECTION_CALL[name]] as unknown as (r: SectionReq<T>) => Promise<SectionRes<T>>)(req);
  return { ...calls, section };
}
