/**
 * Handing a file the server makes (the user's data copy) to the user. H5: a plain download link
 * (same origin: the session cookie goes along). Mini-program: no links to files, so Taro.downloadFile
 * (with the session cookie) and WeChat's shareFileMessage, which sends the file to a chat where the
 * user keeps it.
 */
export interface FileExportAdapter {
  /** Whether send() works here (H5 uses a plain link instead). */
  canSend(): boolean;
  /** Absolute URL of an API path. */
  fileUrl(path: string): string;
  /** Downloads the file and offers it to a chat (mini-program); throws on H5. */
  send(path: string, fileName: string): Promise<void>;
}

/** The same words as a document's download (document-core.ts): one declaration. */
export { DOCUMENT_TEXT as FILE_EXPORT_TEXT } from './document-core';
