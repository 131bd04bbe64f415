/**
 * Session-storage keys shared by the router effects (which write them from the query) and the
 * stores / HTTP client (which read them). Values: strings, shareDv a number.
 */
export const SESSION_KEYS = {
  /** channel query value remembered for the session, re-applied to later routes */
  channel: 'channel',
  shareSource: 'shareSource',
  userSourceId: 'userSourceId',
  /** the link's selfTag, sent with the case's funding-info request and the page log */
  selfTag: 'selfTag',
  forwardFrom: 'forwardFrom',
  /** sharedv derived from forwardFrom (1000 / 2000) */
  shareDv: 'shareDv',
  /** left-slide advert: jumped flag */
  leftSlideJumped: 'leftSlideJumped',
} as const;
