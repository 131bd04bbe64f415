/** Table types of the content staff write (migration 018_content). */
import type { ContentKind, ContentStatus } from '../../../src/contract/content';

export interface ContentItemsTable {
  id: string;
  kind: ContentKind;
  /** an info page's slug, an advert's slot ('' for articles and problems) */
  slug: string;
  title: string;
  summary: string;
  /** plain text */
  body: string;
  /** a path on our asset origin (uploads) or '' */
  image_url: string;
  link_url: string;
  link_text: string;
  category: string;
  sort: number;
  status: ContentStatus;
  publish_at: number | null;
  take_down_at: number | null;
  published_at: number | null;
  created_by: string;
  updated_by: string;
  created_at: number;
  updated_at: number;
}

export interface ContentTables {
  content_items: ContentItemsTable;
}
