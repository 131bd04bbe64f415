/** Table types of the uploads (migration 006). */
export interface UploadsTable {
  file_id: string;
  owner_user_id: string;
  /** cover | photo | progress | receipt (public); idcard | bankcard | medical | certificate (private) */
  kind: string;
  /** 0/1 */
  private: number;
  storage_key: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  large_bytes: number;
  thumb_bytes: number;
  upload_bytes: number;
  created_at: number;
}

export interface UploadsTables {
  uploads: UploadsTable;
}
