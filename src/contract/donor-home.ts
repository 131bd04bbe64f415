/**
 * The donor's home, the parts that ship with the mine subpackage (feature group `donorHome`):
 * the platform's general fund and monthly giving to it, and the staff's list of protocol versions.
 *
 * The general fund is one platform-owned case (GENERAL_FUND_UUID) kept out of every case list: a
 * gift to it is an ordinary order on the same pay rails (integer fen, idempotency key, refunds), and
 * its money is in the same public ledger as every case's (/api/summaries/allocation, the publicity page).
 */
import { Bool, call, Empty, Fen, Int, List, Obj, Str, type Static } from './schema';
import { ProtocolKind } from './mine';

/** The general fund's case id (a platform case: not listed, never withdrawn by a user). */
export const GENERAL_FUND_UUID = 'general-fund';

/**
 * The fund as the ledger has it, in fen: money in (paid gifts), refunded, paid out, still held;
 * `addsUp` when moneyIn = fees + withdrawn + refunded + balance. `subscribeTemplateId`: the
 * mini-program's subscribe-message template of the monthly reminder ('' when none is set: no request).
 */
export const GeneralFund = Obj({
  infoUuid: Str(0, 64), title: Str(0, 200), content: Str(0, 5000), raising: Bool(),
  moneyIn: Fen(), donationCount: Int(0), refunded: Fen(), withdrawn: Fen(), balance: Int(), addsUp: Bool(),
  subscribeTemplateId: Str(0, 200),
});
export type GeneralFund = Static<typeof GeneralFund>;

/** One published version of a document, for the staff console (newest first). */
export const StaffProtocolVersion = Obj({
  kind: ProtocolKind, version: Int(1), title: Str(0, 100), summary: Str(0, 2000), bodyLength: Int(0), publishedAt: Int(0), acceptedCount: Int(0),
});
export type StaffProtocolVersion = Static<typeof StaffProtocolVersion>;
export const StaffProtocolVersions = Obj({ list: List(StaffProtocolVersion) });
export type StaffProtocolVersions = Static<typeof StaffProtocolVersions>;

export const donorHome = {
  /** Public: the general fund and its ledger figures. */
  generalFund: call({ method: 'POST', path: '/api/charity/love-home/general-fund', access: 'visitor', req: Empty(), res: GeneralFund }),
  /** Staff: every published version of the user agreement and privacy policy, with how many users accepted each. */
  staffProtocolVersions: call({ method: 'POST', path: '/api/staff/protocol/versions', access: 'staff', req: Empty(), res: StaffProtocolVersions }),
};
