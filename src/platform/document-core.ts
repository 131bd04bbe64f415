/**
 * Opening a PDF the server makes (donation receipts, statements). H5: a plain link to the absolute
 * URL (same origin, so the session cookie goes along and the browser downloads or shows it).
 * Mini-program: no links to files, so Taro.downloadFile (with the session cookie) then
 * Taro.openDocument. `documentUrl` turns an API path into the absolute URL either way.
 */
export interface DocumentAdapter {
  /** Whether open() works here (H5 uses a plain link instead). */
  canOpen(): boolean;
  /** Absolute URL of an API path (H5: this page's origin; mini-program: the API origin). */
  documentUrl(path: string): string;
  /** Downloads and shows a PDF (mini-program); throws UnsupportedError on H5. */
  open(path: string): Promise<void>;
  /**
   * A src for an image only its owner may see (a certificate): H5, the absolute URL (same origin, the
   * session cookie goes along); mini-program, a local file downloaded with the session (an <Image>
   * there sends no cookie).
   */
  imageSrc(path: string): Promise<string>;
}

export const DOCUMENT_TEXT = { failed: '文件下载失败，请稍后重试', login: '请先登录后再下载' } as const;
