/**
 * A sub-venue (分会场): a donor's own corner of an activity's venue that they share with friends (a feature
 * store of the activity subpackage, `useFeature(SUB_VENUE_KEY, ...)`). It shows its title, its owner (name
 * masked), its visits and what the owner gave in the activity; a logged-in visit is counted once a day for
 * it. A sub-venue moves no money and unlocks nothing: gifts go to the cases of the activity as anywhere.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { featureGroup } from '../../services';
import { venue, type SubVenue, type VenueGift } from '../../contract/venue';
import { Act } from '../act';
import { logFailure } from '../report';

export const SUB_VENUE_KEY = 'subVenue';

export class SubVenueStore {
  sub: SubVenue | null = null;
  gifts: VenueGift[] = [];
  readonly loadAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false });
  }

  private get calls() {
    return featureGroup(this.root.api, 'venue', venue);
  }

  /** The sub-venue, its activity's last gifts, and the reader's visit (counted once a day, logged in). */
  load(subVenueId: string): Promise<boolean> {
    return this.loadAct.latest('venue.subVenue', async (live) => {
      const v = this.calls;
      if (this.root.auth.loggedIn) {
        const sv = await v.subVenueUserInfo({ subVenueId });
        await v.recordUv({ activityId: sv.activityId, subVenueId }).catch((err) => logFailure('venue.subVenueUv', err));
      }
      const sub = await v.subVenueUserInfo({ subVenueId });
      const gifts = await v.lastDonateRecords({ activityId: sub.activityId, size: 5 });
      if (live()) runInAction(() => {
        this.sub = sub;
        this.gifts = gifts.list;
      });
    });
  }
}
