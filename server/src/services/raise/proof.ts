/**
 * A case's proof materials as the public reads them (src/contract/raise-sections.ts PROOF_KINDS): the
 * kinds of picture the fundraiser submitted, counted, and whether staff approved their section. Only
 * kinds and counts leave the sections: the pictures are private uploads (owner and staff only).
 */
import { INFO_STATUS, PROOF_KINDS, type ProofMaterial } from '../../../../src/contract/raise-sections';
import type { DB } from '../../db';
import { proofSectionRows } from '../../repositories/raise';

type Row = { section: string; status: number; data_json: string };

/** The descriptors of the sections' rows: one per kind with at least one picture, in PROOF_KINDS order (labelled for an illness case; toFundingInfo words them for the case's kind). */
export function proofOf(rows: Row[]): ProofMaterial[] {
  const out: ProofMaterial[] = [];
  for (const k of PROOF_KINDS) {
    const row = rows.find((r) => r.section === k.section);
    if (!row) continue;
    let data: Record<string, unknown> | null = null;
    try {
      data = JSON.parse(row.data_json) as Record<string, unknown> | null;
    } catch {
      data = null;
    }
    const pics = data?.[k.field];
    const count = Array.isArray(pics) ? pics.length : 0;
    if (count > 0) out.push({ kind: k.kind, label: k.label, count, checked: Number(row.status) === INFO_STATUS.PASS });
  }
  return out;
}

/** The case's proof descriptors, read from its proof sections. */
export async function caseProof(db: DB, infoUuid: string): Promise<ProofMaterial[]> {
  return proofOf(await proofSectionRows(db, infoUuid));
}
