/**
 * Issue 19 in the app: photos on the cards (they load, and nothing shifts), the advert pages
 * (a deep link, the gallery by keyboard, every fact), and Back to the same place in the results
 * with no request.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, readDatabase, Service, test, watchLayoutShift } from './fixtures';

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) => results(page).getByRole('article');

interface AutoInfo {
  title: string;
  markName: string;
  USD: number;
  autoData: { year: number; raceInt: number; gearboxName: string; categoryId: number };
  photoData: { count: number };
}

interface DomInfo {
  realty_id: number;
  rooms_count?: number;
  floor?: number;
  floors_count?: number;
  total_square_meters?: number;
  city_name?: string;
  district_name?: string;
  photos: Record<string, unknown>;
}

/** The first advert of a search that has photos, with its details. */
async function vehicleWithPhotos(service: Service) {
  const { ids } = await service.vehicleSearch('with_photo=1&category_id=1');
  const id = ids[0]!;
  return { id, info: await service.get<AutoInfo>('/auto/info', `auto_id=${id}`) };
}

/** The newest flat for sale with at least two photos (so that its gallery has somewhere to go). */
async function realtyWithPhotos(service: Service) {
  const { items } = await service.get<{ items: number[] }>(
    '/dom/search',
    'with_photo=1&category=1&realty_type=2&operation_type=1',
  );
  for (const id of items) {
    const info = await service.get<DomInfo>(`/dom/info/${id}`);
    if (Object.keys(info.photos).length > 1) return { id, info };
  }
  throw new Error('No flat for sale with two photos');
}

/** Resolves when every picture inside `scope` that has started to load has a width. */
async function expectPhotosLoaded(scope: Locator) {
  const images = scope.locator('img');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        (all as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/** Scrolls down the results a screen at a time, letting the cards come in at each step. */
async function scrollThroughResults(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 600; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(results(page).locator('[aria-busy="true"]')).toHaveCount(0);
  }
}

test.describe('cards with photos', () => {
  test('vehicle cards load their photos: the first at once, then lazily, sized, from a srcset with WebP', async ({
    page,
  }) => {
    await page.goto('/en/vehicles?with_photo=1&countpage=20');
    await expect(cards(page)).toHaveCount(20);
    const first = cards(page).first();
    await expectPhotosLoaded(first);
    // The first card's photo is a wide screen's largest paint: it does not wait for layout.
    await expect(first.locator('img')).toHaveAttribute('loading', 'eager');
    const second = cards(page).nth(1);
    await expectPhotosLoaded(second);
    const image = second.locator('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('srcset', /m\.jpg 320w.*b\.jpg 640w/);
    await expect(first.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /\.webp 320w/,
    );
    // The browser took WebP, in a size near the card's width.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /(sx|m|b|f)\.webp$/,
    );
    // Cards far below have not fetched theirs.
    expect(
      await cards(page)
        .last()
        .locator('img')
        .evaluateAll((all) =>
          (all as HTMLImageElement[]).some((img) => img.complete && img.naturalWidth > 0),
        ),
    ).toBe(false);
  });

  test('real-estate cards show a photo, the price, rooms, areas, floor, place and price per m²', async ({
    page,
    service,
  }) => {
    const { id, info } = await realtyWithPhotos(service);
    await page.goto('/en/realty?with_photo=1&category=1&realty_type=2&operation_type=1');
    const card = cards(page).filter({ has: page.locator(`#realty-${id}`) });
    await expect(card.getByRole('heading')).toHaveText(
      `Apartment, ${info.rooms_count} room${info.rooms_count === 1 ? '' : 's'}, ${info.total_square_meters} m²`,
    );
    await expectPhotosLoaded(card);
    await expect(card).toContainText(`Floor${info.floor} of ${info.floors_count}`);
    await expect(card).toContainText(`${info.district_name}, ${info.city_name}`);
    await expect(card).toContainText(/per m²/);
    await expect(card).toContainText(/Area: total/);
  });

  test('a price in the currency the search chose', async ({ page }) => {
    await page.goto('/en/vehicles?price_ot=1000&currency=2&countpage=10');
    await expect(cards(page).first().locator('.card__price')).toHaveText(/^€/);
    await page.goto('/en/realty?category=1&characteristic[242]=240');
    await expect(cards(page).first().locator('.card__price')).toHaveText(/^UAH/);
  });

  for (const [name, address] of [
    ['vehicle', '/en/vehicles?countpage=50'],
    ['real-estate', '/en/realty?category=1'],
  ] as const) {
    test(`the ${name} results shift by at most 0.02 while details and photos arrive`, async ({
      page,
    }) => {
      const layoutShift = await watchLayoutShift(page);
      await page.goto(address);
      await expect(cards(page).first().getByRole('heading')).not.toHaveText(/^Advert /);
      await expectPhotosLoaded(cards(page).first());
      await scrollThroughResults(page);
      const shift = await layoutShift();
      expect(shift.total, shift.shifts.join('\n')).toBeLessThanOrEqual(0.02);
    });
  }
});

test.describe('advert pages', () => {
  test('a deep link to a vehicle advert shows its facts and a gallery the keyboard moves through', async ({
    page,
    service,
    expectNoAxeViolations,
  }) => {
    const { id, info } = await vehicleWithPhotos(service);
    await page.goto(`/en/vehicles/${id}`);
    const title = `${info.title}, ${info.autoData.year}`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.getByText(`$${info.USD.toLocaleString('en-US')}`).first()).toBeVisible();
    const facts = page.getByRole('main');
    await expect(facts.getByRole('definition').filter({ hasText: info.markName })).toHaveCount(1);
    await expect(facts).toContainText(
      `Mileage${(info.autoData.raceInt * 1000).toLocaleString('en-US')} km`,
    );
    await expect(facts).toContainText(`Gearbox${info.autoData.gearboxName}`);
    const categories = await service.get<{ name: string; value: number }[]>('/auto/categories');
    const category = categories.find((c) => c.value === info.autoData.categoryId)?.name;
    await expect(facts).toContainText(`Category${category}`);
    await expect(page.getByRole('link', { name: /View on auto\.ria\.com/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://auto\\.ria\\.com/auto_.*_${id}\\.html$`),
    );

    const count = Math.min(info.photoData.count, 12);
    const gallery = page.getByRole('region', { name: title });
    await expectPhotosLoaded(gallery.getByRole('group', { name: 'Photo 1 of ' + count }));
    const viewport = gallery.getByRole('group', { name: /^Photos, / });
    await viewport.focus();
    await expect(gallery.getByText(`Photo 1 of ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(`Photo 3 of ${count}`)).toBeVisible();
    await expect(gallery.getByRole('img', { name: `${title}, photo 3 of ${count}` })).toBeVisible();
    await expectPhotosLoaded(gallery.getByRole('group', { name: `Photo 3 of ${count}` }));
    await page.keyboard.press('End');
    await expect(gallery.getByText(`Photo ${count} of ${count}`)).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  test('a deep link to a real-estate advert shows its facts, names from the catalogs, and its gallery', async ({
    page,
    service,
    expectNoAxeViolations,
  }) => {
    const { id, info } = await realtyWithPhotos(service);
    await page.goto(`/en/realty/${id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Apartment, /);
    const main = page.getByRole('main');
    await expect(main).toContainText('KindApartments');
    await expect(main).toContainText('OperationSale');
    await expect(main).toContainText(`Floor${info.floor} of ${info.floors_count}`);
    await expect(main).toContainText(`District${info.district_name}`);
    await expect(main).toContainText(/Number of rooms\d/);
    await expect(page.getByRole('link', { name: /View on dom\.ria\.com/ })).toHaveAttribute(
      'href',
      /^https:\/\/dom\.ria\.com\/uk\/[\w-]+\.html$/,
    );
    const count = Object.keys(info.photos).length;
    const title = await heading.innerText();
    const gallery = page.getByRole('region', { name: title });
    await expectPhotosLoaded(gallery.getByRole('group', { name: `Photo 1 of ${count}` }));
    await gallery.getByRole('group', { name: /^Photos, / }).focus();
    await page.keyboard.press('End');
    await expect(gallery.getByText(`Photo ${count} of ${count}`)).toBeVisible();
    await expectPhotosLoaded(gallery.getByRole('group', { name: `Photo ${count} of ${count}` }));
    await expectNoAxeViolations();
  });

  test('a house shows its total area and the price of a square metre, on its card and its page', async ({
    page,
    service,
  }) => {
    // A house states its total area as characteristic 215, a flat as 214.
    const { items } = await service.get<{ items: number[] }>(
      '/dom/search',
      'category=4&operation_type=1&characteristic[215][from]=1',
    );
    const id = items[0]!;
    const info = await service.get<DomInfo>(`/dom/info/${id}`);
    const area = `${info.total_square_meters} m²`;
    await page.goto('/en/realty?category=4&operation_type=1&characteristic[215][from]=1');
    const card = cards(page).filter({ has: page.locator(`#realty-${id}`) });
    await expect(card.getByRole('heading')).toHaveText(new RegExp(`, ${area}$`));
    await expect(card).toContainText(/per m²/);

    await page.goto(`/en/realty/${id}`);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`, ${area}$`));
    await expect(main).toContainText(`Total area${area}`);
    await expect(main).toContainText(/Price per m²\S*\d/);
    // Among all characteristics, an area has its unit.
    await expect(main.getByRole('definition').filter({ hasText: area })).not.toHaveCount(0);
  });

  test('in Ukrainian, an advert page names its facts, gallery and tab in Ukrainian', async ({
    page,
    request,
    service,
    expectNoAxeViolations,
  }) => {
    const { id, info } = await vehicleWithPhotos(service);
    await page.goto(`/uk/vehicles/${id}`);
    const title = `${info.title}, ${info.autoData.year}`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Пошук на маркетплейсі`);
    const facts = page.getByRole('main');
    await expect(facts).toContainText(
      `Пробіг${(info.autoData.raceInt * 1000).toLocaleString('uk-UA')}\u00a0км`,
    );
    const categories = await new Service(request, 4).get<{ name: string; value: number }[]>(
      '/auto/categories',
    );
    const category = categories.find((c) => c.value === info.autoData.categoryId)?.name;
    await expect(facts).toContainText(`Категорія${category}`);
    await expect(page.getByRole('link', { name: /Переглянути на auto\.ria\.com/ })).toBeVisible();
    const count = Math.min(info.photoData.count, 12);
    const gallery = page.getByRole('region', { name: title });
    await expectPhotosLoaded(gallery.getByRole('group', { name: `Фото 1 з ${count}` }));
    await gallery.getByRole('group', { name: /^Фото, / }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(`Фото 2 з ${count}`)).toBeVisible();
    await expect(gallery.getByRole('img', { name: `${title}, фото 2 з ${count}` })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Попереднє фото' })).toBeEnabled();
    await expectNoAxeViolations();

    const realty = await realtyWithPhotos(service);
    await page.goto(`/uk/realty/${realty.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\d+ кімнат(а|и)?, /);
    await expect(page.getByRole('main')).toContainText(
      `Поверх${realty.info.floor} з ${realty.info.floors_count}`,
    );
    await expect(page.getByRole('link', { name: '← Пошук нерухомості' })).toBeVisible();
    await expectNoAxeViolations();
  });

  test('an advert that is not there says so; an address that is not an advert is not found', async ({
    page,
  }) => {
    await page.goto('/en/vehicles/1');
    await expect(page.getByRole('alert')).toContainText('This advert is not on the marketplace');
    await page.goto('/en/realty/1');
    await expect(page.getByRole('alert')).toContainText('This advert is not on the marketplace');
    // An id past what the service takes is no advert's either, not a refused filter.
    await page.goto('/en/vehicles/2147483648');
    await expect(page.getByRole('alert')).toContainText('This advert is not on the marketplace');
    await page.goto('/en/vehicles/abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  for (const { kind, address, prefix, page: advertPath, search } of [
    {
      kind: 'vehicle',
      address: '/en/vehicles?category_id=1&countpage=50',
      prefix: 'advert-',
      page: '/en/vehicles/',
      search: '/api/auto/search',
    },
    {
      kind: 'real-estate',
      address: '/en/realty?category=1',
      prefix: 'realty-',
      page: '/en/realty/',
      search: '/api/dom/search',
    },
  ]) {
    test(`a ${kind} card leads to its page, and Back returns to the same place with no request`, async ({
      page,
    }) => {
      await page.goto(address);
      await expect(cards(page).first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 1800));
      await expect(results(page).locator('[aria-busy="true"]')).toHaveCount(0);
      // A card in view, its details loaded.
      const id = await page.evaluate(() => {
        const headings = [...document.querySelectorAll<HTMLElement>('article h3')];
        return headings.find((h) => h.getBoundingClientRect().top > 100)?.id;
      });
      const link = page.locator(`#${id}`).getByRole('link');
      await expect(link).not.toHaveText(/^Advert /);
      const title = await link.innerText();
      const left = await page.evaluate(() => Math.round(window.scrollY));
      // The whole card is its link: a thumb on the photo (not only the title) opens it.
      const photo = cards(page).filter({ has: link }).locator('.photo');
      const box = await photo.boundingBox();
      expect(box).not.toBeNull();
      await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await expect(page).toHaveURL(`${advertPath}${id?.replace(prefix, '')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(search)) requests.push(request.url());
      });
      await page.getByRole('link', { name: '← Back' }).click();
      await expect(page).toHaveURL(address);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
      await expect(link).toBeInViewport();
      // The focus is back on the card's link, where the reader goes on from.
      await expect(link).toBeFocused();
      // And the browser's own Back does the same, from the keyboard too.
      await link.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.goBack();
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
      await expect(link).toBeFocused();
      expect(requests).toEqual([]);
    });
  }

  test('an advert page’s details and first photo start from the page itself, each fetched once', async ({
    page,
    service,
  }) => {
    const vehicle = await vehicleWithPhotos(service);
    const realty = await realtyWithPhotos(service);
    for (const address of [`/en/vehicles/${vehicle.id}`, `/uk/realty/${realty.id}`]) {
      const asked: string[] = [];
      const listener = (request: { url: () => string }) => {
        const url = new URL(request.url());
        asked.push(url.pathname + url.search);
      };
      page.on('request', listener);
      await page.goto(address);
      // The gallery's first photo: the page's largest paint on a phone.
      const first = page.getByRole('main').getByRole('img').first();
      await expect(first).toBeVisible();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      const shown = await first.evaluate(
        (img: HTMLImageElement) => new URL(img.currentSrc).pathname,
      );
      expect(shown, address).toMatch(/\.webp$/);
      // Started by the page's <link rel=preload> before the app ran, then used by the app: the
      // photo and the details each went out once.
      const initiators = await page.evaluate(() =>
        Object.fromEntries(
          performance
            .getEntriesByType('resource')
            .map((entry) => entry as PerformanceResourceTiming)
            .map((entry) => [new URL(entry.name).pathname, entry.initiatorType]),
        ),
      );
      expect(initiators[shown], address).toBe('link');
      expect(
        asked.filter((path) => path === shown),
        address,
      ).toHaveLength(1);
      const details = asked.filter((path) => /^\/api\/(auto|dom)\/info/.test(path));
      expect(details, address).toHaveLength(1);
      expect(initiators[new URL(details[0]!, page.url()).pathname], address).toBe('link');
      page.off('request', listener);
    }
  });

  test('another seller’s advert offers no delete', async ({ page }) => {
    const advert = readDatabase(
      (db) =>
        db
          .prepare(`SELECT id FROM vehicles WHERE user_id <> ? AND deleted_at IS NULL LIMIT 1`)
          .get(DEMO.userId) as { id: number },
    );
    await page.goto(`/en/vehicles/${advert.id}`);
    await expect(page.getByRole('link', { name: /View on auto\.ria\.com/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  });
});
