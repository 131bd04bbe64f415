/** Element ids shared by the server (server/src/routes/h5-boot.ts) and every boot.*.ts variant. */

/** The id of the case data block (the pay and list blocks have their own ids, see BOOT_BLOCKS). */
export const BOOT_ELEMENT_ID = 'cf-boot';
/** Data blocks the server may inline: case info, pay page presets, first page of a list. */
export const BOOT_BLOCKS = { case: 'cf-boot', pay: 'cf-boot-pay', list: 'cf-boot-list' } as const;
/** The element holding the server-rendered first screen (a sibling before #app). */
export const SSR_ROOT_ID = 'cf-ssr';
