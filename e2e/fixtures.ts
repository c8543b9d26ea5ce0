import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

export const DEMO = { apiKey: 'demo-key', userId: 5820722 } as const;
/** The database of the server that playwright.config.ts starts (fresh every run). */
export const E2E_DB = `data/e2e/marketplace-${process.env.E2E_PORT ?? 4173}.db`;

interface SearchAnswer {
  result: { search_result: { count: number; ids: string[] } };
}

/**
 * The service itself, asked directly: what the page shows must agree with it. Catalogs and
 * advert details answer names in the language asked.
 */
const NAMED_PATH =
  /^\/(auto\/(categories|states|type|colors|countries|bodystyles|models|info)|dom\/(states|cities|cities_districts|info))(\/|$)/;

export class Service {
  /** `langId` for names (CONTRACT.md "Languages"): the page's language, English unless said. */
  constructor(
    private readonly request: APIRequestContext,
    private readonly langId: 3 | 4 = 3,
  ) {}

  async get<T>(path: string, query = ''): Promise<T> {
    const separator = query ? '&' : '';
    // Catalogs and details only: searches and conversions do not depend on the language.
    const language = NAMED_PATH.test(path) ? `&langId=${this.langId}` : '';
    const response = await this.request.get(
      `/api${path}?api_key=${DEMO.apiKey}${language}${separator}${query}`,
    );
    expect(response.ok(), `${path}?${query}`).toBe(true);
    return (await response.json()) as T;
  }

  async vehicleSearch(query: string) {
    const [answer] = await this.get<[SearchAnswer]>('/auto/search', query);
    return answer.result.search_result;
  }
}

/** Reads the test server's database, only to pick fixtures (an advert of the demo seller). */
export function readDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(E2E_DB, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * Sums the page's layout shifts (not those right after input) from its first paint; each shift
 * is kept with what moved, to say so when there are too many.
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number; shifts: string[] };
    state.layoutShift = 0;
    state.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        state.layoutShift += entry.value;
        const moved = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          const name = node ? `${node.nodeName}.${node.className}#${node.id}` : '?';
          return `${name} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`;
        });
        state.shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => {
      const state = window as unknown as { layoutShift: number; shifts: string[] };
      return { total: state.layoutShift, shifts: state.shifts };
    });
}

interface Fixtures {
  /** Runs axe on the page (WCAG 2.1 A and AA) and fails on any violation. */
  expectNoAxeViolations: () => Promise<void>;
  service: Service;
}

export const test = base.extend<Fixtures>({
  expectNoAxeViolations: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        ),
      ).toEqual([]);
    });
  },
  service: async ({ request }, use) => {
    await use(new Service(request));
  },
});

/**
 * Holds the app's code back, as a slow phone's network would, until the function returned is
 * called: the server's frame is all there is until then.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const late = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-*.js', async (route) => {
    await late;
    await route.continue();
  });
  return release;
}

export { expect };
