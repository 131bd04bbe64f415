/**
 * Content readers see: the article list and one article, common problems, info pages by slug, advert
 * slots, the public disclosures; the first-screen advert shown once per visitor; and the named calls
 * around a case (disease knowledge failures are only logged; the others fall back to empty).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { Act } from './act';
import { AnchorPager } from './paging';
import { logFailure } from './report';
import { takeBootData } from '../platform/boot';
import { ARTICLE_BOOT_ID } from '../lib/content-boot';
import type { Advert, Article, ArticleCard, DiseaseKnowledge, InfoPage, Problem, Publicity } from '../contract/content';
import { AD_SLOT_FIRST_SCREEN } from '../contract/content';

/** Local-storage key: the first-screen adverts this visitor has seen (ids), so each shows once. */
export const FIRST_SCREEN_SEEN_KEY = 'cfFirstScreenAdSeen';
/** The slug an info page asks for when the brand has no page of its own. */
export const CHOOSE_FALLBACK_SLUG = 'choose';

export class ContentStore {
  readonly articles: AnchorPager<ArticleCard>;
  article: Article | null = null;
  articleId = '';
  readonly articleAct: Act;
  problems: Problem[] = [];
  problemsLoaded = false;
  readonly problemsAct: Act;
  /** info pages by slug (null: not published) */
  pages: Record<string, InfoPage | null> = {};
  readonly pageAct: Act;
  adverts: Record<string, Advert[]> = {};
  readonly advertsAct: Act;
  publicity: Publicity | null = null;
  readonly publicityAct: Act;
  /** the first-screen advert to show now (null: none, or already seen) */
  firstScreenAd: Advert | null = null;
  firstScreenChecked = false;
  diseaseKnowledge: DiseaseKnowledge | null = null;
  /** The article the HTML carried (a shared link's first screen): shown before any request. */
  private inlined: Article | null = null;

  constructor(private readonly root: RootStore) {
    this.articles = new AnchorPager((anchorId) => root.api.content.articleList({ anchorId, size: 10 }), (a) => a.id);
    this.articleAct = new Act(root);
    this.problemsAct = new Act(root);
    this.pageAct = new Act(root);
    this.advertsAct = new Act(root);
    this.publicityAct = new Act(root);
    makeAutoObservable<this, 'root' | 'inlined'>(this, {
      root: false, inlined: false, articles: false, articleAct: false, problemsAct: false, pageAct: false, advertsAct: false, publicityAct: false,
    });
    const boot = takeBootData(ARTICLE_BOOT_ID) as { id?: string; article?: Article } | null;
    if (boot?.article && boot.id === boot.article.id) this.inlined = boot.article;
  }

  /** The article the HTML carried, before loadArticle ran (the first render, also on the server). */
  peekArticle(id: string): Article | null {
    return this.inlined?.id === id ? this.inlined : null;
  }

  /** Loads an article; the HTML's data block (a shared link's first screen) answers at once. */
  loadArticle(id: string): Promise<boolean> {
    this.articleId = id;
    const inlined = this.peekArticle(id);
    if (inlined) {
      this.article = inlined;
      return Promise.resolve(true);
    }
    if (this.article?.id !== id) this.article = null;
    return this.articleAct.latest('content.article', async (live) => {
      const article = await this.root.api.content.article({ id });
      if (live()) runInAction(() => (this.article = article));
    });
  }

  loadProblems(): Promise<boolean> {
    return this.problemsAct.latest('content.problems', async (live) => {
      const res = await this.root.api.content.problems({});
      if (live()) {
        runInAction(() => {
          this.problems = res.list;
          this.problemsLoaded = true;
        });
      }
    });
  }

  /** Problems grouped by category, in the order staff sorted them. */
  get problemGroups(): Array<{ category: string; items: Problem[] }> {
    const groups: Array<{ category: string; items: Problem[] }> = [];
    for (const p of this.problems) {
      const category = p.category || '其他';
      let g = groups.find((x) => x.category === category);
      if (!g) groups.push((g = { category, items: [] }));
      g.items.push(p);
    }
    return groups;
  }

  /** Loads an info page; `fallback` is asked when `slug` has none (a brand without its own page). */
  loadPage(slug: string, fallback?: string): Promise<boolean> {
    return this.pageAct.latest('content.page', async (live) => {
      let page: InfoPage | null = null;
      try {
        page = await this.root.api.content.page({ slug });
      } catch (err) {
        if (!fallback || (err as { code?: number }).code !== 404) throw err;
        page = await this.root.api.content.page({ slug: fallback });
      }
      if (live()) runInAction(() => (this.pages = { ...this.pages, [slug]: page }));
    });
  }

  loadAdverts(slot: string): Promise<boolean> {
    return this.advertsAct.latest('content.adverts', async (live) => {
      const res = await this.root.api.content.adverts({ slot });
      if (live()) runInAction(() => (this.adverts = { ...this.adverts, [slot]: res.list }));
    });
  }

  loadPublicity(): Promise<boolean> {
    return this.publicityAct.latest('content.publicity', async (live) => {
      const res = await this.root.api.content.publicity({});
      if (live()) runInAction(() => (this.publicity = res));
    });
  }

  /** The first-screen advert, unless this visitor has seen it; a failure shows none (the page moves on). */
  async checkFirstScreenAd(): Promise<Advert | null> {
    let ad: Advert | null = null;
    // 长辈版 shows no adverts: straight on to the list
    if (this.root.prefs.care) {
      runInAction(() => {
        this.firstScreenAd = null;
        this.firstScreenChecked = true;
      });
      return null;
    }
    try {
      const res = await this.root.api.content.adverts({ slot: AD_SLOT_FIRST_SCREEN });
      // The slot's current advert (the first by staff's order); a visitor who saw it is not shown it again.
      const top = res.list[0] ?? null;
      ad = top && !this.seenIds().includes(top.id) ? top : null;
    } catch (err) {
      logFailure('content.firstScreenAd', err);
    }
    runInAction(() => {
      this.firstScreenAd = ad;
      this.firstScreenChecked = true;
    });
    return ad;
  }

  /** Remembers (for this visitor, on this device) that the advert was shown. */
  markFirstScreenSeen(id: string): void {
    const seen = this.seenIds();
    if (!seen.includes(id)) this.root.platform.storage.set(FIRST_SCREEN_SEEN_KEY, [...seen, id].slice(-50));
  }

  private seenIds(): string[] {
    const v = this.root.platform.storage.get<unknown>(FIRST_SCREEN_SEEN_KEY);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  }

  /** The case's disease knowledge; a failure is only logged (the state stays as it was). */
  async loadDiseaseKnowledge(infoUuid: string): Promise<void> {
    try {
      const res = await this.root.api.content.diseaseKnowledge({ infoUuid });
      runInAction(() => (this.diseaseKnowledge = res));
    } catch (err) {
      logFailure('content.diseaseKnowledge', err);
    }
  }
}
