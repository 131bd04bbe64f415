export interface DataLinkProps {
  /** the API path of the file (GET, logged in) */
  path: string;
  fileName: string;
  text: string;
}
