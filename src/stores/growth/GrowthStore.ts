/** Growth's stores, built on first use: the share poster, invitations, the two lead forms, the health tree, the staff lead queue. */
import type { LeadKind } from '../../contract/growth';
import type { RootStore } from '../RootStore';
import { InviteStore } from './InviteStore';
import { LeadStore } from './LeadStore';
import { PosterStore } from './PosterStore';
import { StaffLeadStore } from './StaffLeadStore';
import { WishStore } from './WishStore';

export class GrowthStore {
  private made = new Map<string, unknown>();
  constructor(private readonly root: RootStore) {}

  private once<T>(key: string, make: () => T): T {
    let v = this.made.get(key) as T | undefined;
    if (v === undefined) this.made.set(key, (v = make()));
    return v;
  }

  get poster(): PosterStore {
    return this.once('poster', () => new PosterStore(this.root));
  }
  get invite(): InviteStore {
    return this.once('invite', () => new InviteStore(this.root));
  }
  lead(kind: LeadKind): LeadStore {
    return this.once(`lead-${kind}`, () => new LeadStore(this.root, kind));
  }
  get wish(): WishStore {
    return this.once('wish', () => new WishStore(this.root));
  }
  get staffLeads(): StaffLeadStore {
    return this.once('staffLeads', () => new StaffLeadStore(this.root));
  }
}
