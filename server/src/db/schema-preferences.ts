/** The account's display preferences (migration 032_care_mode): columns of the user row. */
export {};

declare module './schema' {
  /** 长辈版 as chosen with this account: 1 on, 0 off, null (or absent) never chosen. */
  interface UsersTable { care_mode?: number | null }
}
