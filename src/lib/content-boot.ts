/** The data block an article's HTML carries (server/src/ssr/content-page.ts), read by the ArticleStore's first load. */
export const ARTICLE_BOOT_ID = 'cf-boot-article';
