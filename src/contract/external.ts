/**
 * Calls of the contract that no code of this client makes, each with its reason. Two kinds are declared:
 * - aliases (./aliases.ts): a current call served at an older path for clients still on it (the v4 refund
 *   calls, order/contribute-add, the v5 verification calls); the same declaration, only the address differs;
 * - the calls below: answered by the server from the database, made by another client (the native apps, a
 *   partner, the staff's own tools) or not taken up by a screen yet, with where they belong.
 * test/unit/contract/unused-calls.test.ts holds the contract to it: a call no client code makes fails unless it
 * is an alias or listed here, and a listed call that client code makes fails until it is taken off. The list
 * only shrinks: take a call off when a screen makes it; never add one to pass.
 * Keys are `<group>.<call>` of src/contract/all.ts `allContract`. Not imported by the client's bundles.
 */
export const EXTERNAL_CALLS: Readonly<Record<string, string>> = {
  'raise.publicBlacklist': 'not on a screen yet: no screen of this app lists the public blacklist (served for the provider\'s site)',
  'staff.reviewBaseInfo': 'the older address of staff.reviewRevision (the same request and answer) for back-office tools still on it; the staff console uses reviewRevision',
  'money.notifications': 'not on a screen yet: this client shows the fundraiser\'s messages through the trust notifications',
  'shop.citys': 'the partner shop\'s address form: this client\'s shop never asks the buyer for an address (ShopStore)',
  'shop.saveAddress': 'the partner shop\'s address book: this client\'s shop never asks the buyer for an address (ShopStore)',
  'shop.addresses': 'the partner shop\'s address book: this client\'s shop never asks the buyer for an address (ShopStore)',
  'bonfire.myTeams': 'not on a screen yet: the help record (help-record) lists the donor\'s teams on this client',
};
