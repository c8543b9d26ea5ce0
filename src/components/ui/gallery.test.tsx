import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { sourcesFromFile } from '../../lib/photo-sources';
import '../../styles.css';
import { renderWithApp } from '../../test/render';
import { Gallery, type GalleryPhoto } from './gallery';

// Addresses nothing answers: the boxes keep their size whether or not a picture arrives.
const PHOTOS: GalleryPhoto[] = [1, 2, 3].map((n) => ({
  key: String(n),
  sources: sourcesFromFile('/test-photos/', `dom/photo/0/0/${n}/${n}.jpg`)!,
}));

async function renderGallery(photos = PHOTOS, language: 'en' | 'uk' = 'en') {
  const { screen } = await renderWithApp(
    <div style={{ width: 400 }}>
      <Gallery label="Flat on Khreshchatyk" photos={photos} />
    </div>,
    { language },
  );
  return screen;
}

const viewport = () => page.getByRole('group', { name: /^Photos, 3/ });
const status = () => page.getByText(/^Photo \d of 3$/);
const scrolledTo = (slide: number) =>
  expect
    .poll(() => {
      const element = viewport().element();
      return Math.round(element.scrollLeft / element.clientWidth);
    })
    .toBe(slide);

describe('Gallery', () => {
  it('moves through the photos with the arrow keys, Home and End, and says where it is', async () => {
    await renderGallery();
    await expect.element(page.getByRole('region', { name: 'Flat on Khreshchatyk' })).toBeVisible();
    await userEvent.tab();
    await expect.element(viewport()).toHaveFocus();
    await expect.element(status()).toHaveTextContent('Photo 1 of 3');
    await expect.element(status()).toHaveAttribute('aria-live', 'polite');

    await userEvent.keyboard('{ArrowRight}');
    await expect.element(status()).toHaveTextContent('Photo 2 of 3');
    await scrolledTo(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(status()).toHaveTextContent('Photo 3 of 3');
    await scrolledTo(2);
    await expect
      .element(page.getByRole('button', { name: 'Next photo' }))
      .toHaveAttribute('aria-disabled', 'true');

    await userEvent.keyboard('{Home}');
    await expect.element(status()).toHaveTextContent('Photo 1 of 3');
    await scrolledTo(0);
    await expect
      .element(page.getByRole('button', { name: 'Previous photo' }))
      .toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{End}');
    await expect.element(status()).toHaveTextContent('Photo 3 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(status()).toHaveTextContent('Photo 2 of 3');
    await scrolledTo(1);
  });

  it('announces where a key sent it, not the photos it passes on the way', async () => {
    await renderGallery();
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(status().element().textContent ?? ''));
    observer.observe(status().element(), { childList: true, characterData: true, subtree: true });
    await userEvent.click(viewport());
    await userEvent.keyboard('{End}');
    await scrolledTo(2);
    await expect.element(status()).toHaveTextContent('Photo 3 of 3');
    observer.disconnect();
    expect(said.every((text) => text === 'Photo 3 of 3')).toBe(true);
  });

  it('follows a swipe (the scroller moved by the platform) and the buttons', async () => {
    await renderGallery();
    const element = viewport().element();
    element.scrollTo({ left: element.clientWidth * 2, behavior: 'instant' });
    await expect.element(status()).toHaveTextContent('Photo 3 of 3');

    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect.element(status()).toHaveTextContent('Photo 2 of 3');
    await scrolledTo(1);
  });

  it('shows each photo in a sized 4:3 box, WebP first, the first at once and the rest lazily', async () => {
    const { container } = await renderGallery();
    // Only the photo shown is in the accessibility tree; the others are hidden until shown.
    expect(page.getByRole('img').elements()).toHaveLength(1);
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(3);
    expect(images.map((image) => image.loading)).toEqual(['eager', 'lazy', 'lazy']);
    expect(images.map((image) => image.decoding)).toEqual(['async', 'async', 'async']);
    expect(images[1]?.alt).toBe('Flat on Khreshchatyk, photo 2 of 3');
    expect(images[0]?.getAttribute('srcset')).toBe(
      '/test-photos/dom/photo/0/0/1/1sx.jpg 160w, /test-photos/dom/photo/0/0/1/1m.jpg 320w, /test-photos/dom/photo/0/0/1/1b.jpg 640w, /test-photos/dom/photo/0/0/1/1f.jpg 960w, /test-photos/dom/photo/0/0/1/1fx.jpg 1280w',
    );
    const webp = images[0]?.parentElement?.querySelector('source');
    expect(webp?.type).toBe('image/webp');
    expect(webp?.srcset).toContain('/test-photos/dom/photo/0/0/1/1fx.webp 1280w');
    // The box is 4:3 before (and whether or not) the picture arrives.
    const box = images[0]!.getBoundingClientRect();
    expect(box.width).toBe(400);
    expect(box.height).toBe(300);
  });

  it('without photos shows a placeholder and no controls', async () => {
    await renderGallery([]);
    await expect.element(page.getByText('No photos')).toBeVisible();
    expect(page.getByRole('button').elements()).toHaveLength(0);
    expect(page.getByRole('img').elements()).toHaveLength(0);
  });

  it('with one photo shows it, named by the advert, and offers nothing to move or focus', async () => {
    const { container } = await renderGallery(PHOTOS.slice(0, 1));
    await expect.element(page.getByRole('img', { name: 'Flat on Khreshchatyk' })).toBeVisible();
    expect(page.getByRole('button').elements()).toHaveLength(0);
    expect(page.getByRole('group').elements()).toHaveLength(0);
    expect(container.querySelector('[aria-roledescription]')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
    // The box is the one a gallery of several photos has.
    expect(container.querySelector('img')!.getBoundingClientRect().height).toBe(300);
  });

  it('puts where it is on a row of its own on a 320-pixel screen, so the Ukrainian buttons fit', async () => {
    await page.viewport(320, 640);
    try {
      await renderWithApp(<Gallery label="Квартира" photos={PHOTOS} />, { language: 'uk' });
      await expect.element(page.getByText('Фото 1 з 3')).toBeVisible();
      const at = page.getByText('Фото 1 з 3').element().getBoundingClientRect();
      const next = page
        .getByRole('button', { name: 'Наступне фото' })
        .element()
        .getBoundingClientRect();
      expect(next.top).toBeGreaterThanOrEqual(at.bottom);
      const gallery = page.getByRole('region', { name: 'Квартира' }).element();
      expect(next.right).toBeLessThanOrEqual(gallery.getBoundingClientRect().right);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    } finally {
      await page.viewport(414, 896);
    }
  });

  it('speaks Ukrainian on a Ukrainian page: where it is, its buttons and its photos', async () => {
    const { container } = await renderGallery(PHOTOS, 'uk');
    await expect.element(page.getByRole('group', { name: /^Фото, 3: / })).toBeVisible();
    await expect.element(page.getByText('Фото 1 з 3')).toBeVisible();
    await page.getByRole('button', { name: 'Наступне фото' }).click();
    await expect.element(page.getByText('Фото 2 з 3')).toBeVisible();
    expect(container.querySelectorAll('img')[2]?.alt).toBe('Flat on Khreshchatyk, фото 3 з 3');
  });

  it('keeps the focus on a button that reaches either end, and goes no further', async () => {
    await renderGallery();
    const next = page.getByRole('button', { name: 'Next photo' });
    const previous = page.getByRole('button', { name: 'Previous photo' });
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await userEvent.click(next);
    await expect.element(status()).toHaveTextContent('Photo 3 of 3');
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    await expect.element(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(status()).toHaveTextContent('Photo 3 of 3');
    await scrolledTo(2);
    await userEvent.tab({ shift: true });
    await expect.element(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect.element(status()).toHaveTextContent('Photo 1 of 3');
    await expect.element(previous).toHaveFocus();
    await expect.element(next).toHaveAttribute('aria-disabled', 'false');
  });
});
