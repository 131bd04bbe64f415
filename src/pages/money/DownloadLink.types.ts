export interface DownloadLinkProps {
  /** the API path of the PDF (GET, logged in) */
  path: string;
  text: string;
  testId?: string;
  fileName?: string;
  ghost?: boolean;
}
