/**
 * The staff console's lead queue: leads by call-back status (oldest first), the reader's own or all;
 * taking a lead and recording a call's outcome (only the moves LEAD_MOVES allows; the server audits each).
 */
import { makeAutoObservable } from 'mobx';
import { LEAD_MOVES, type LeadStatus, type StaffLead } from '../../contract/growth';
import { Act } from '../act';
import { AnchorPager } from '../paging';
import type { RootStore } from '../RootStore';

export class StaffLeadStore {
  status: LeadStatus | '' = 'pending';
  mineOnly = false;
  /** the note typed for a lead's next move, by lead id */
  notes: Record<string, string> = {};
  readonly pager: AnchorPager<StaffLead>;
  readonly act: Act;

  constructor(private readonly root: RootStore) {
    this.pager = new AnchorPager(
      (anchorId) => root.api.growth.staffLeads({ anchorId, size: 20, status: this.status || undefined, mine: this.mineOnly || undefined }),
      (l) => l.id,
    );
    this.act = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, pager: false, act: false });
  }

  movesOf(lead: StaffLead): readonly LeadStatus[] {
    return LEAD_MOVES[lead.status];
  }

  filter(status: LeadStatus | '', mineOnly = this.mineOnly): void {
    this.status = status;
    this.mineOnly = mineOnly;
    this.pager.reset();
    void this.pager.refresh();
  }

  setNote(id: string, text: string): void {
    this.notes[id] = text;
  }

  claim(id: string): Promise<boolean> {
    return this.act.run('growth.staffLeadClaim', async () => {
      const lead = await this.root.api.growth.staffLeadClaim({ id });
      this.pager.update(id, () => lead);
    }, { toast: true });
  }

  move(id: string, to: LeadStatus): Promise<boolean> {
    return this.act.run('growth.staffLeadMove', async () => {
      const lead = await this.root.api.growth.staffLeadMove({ id, to, note: this.notes[id]?.trim() || undefined });
      this.pager.update(id, () => lead);
    }, { toast: true });
  }
}
