import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { PhotoSources } from '../../lib/photo-sources';
import '../../styles.css';
import { renderWithApp } from '../../test/render';
import { Gallery } from './gallery';
import { Photo } from './photo';

/** A picture every size of which decodes (a 1×1 PNG), and one none of which does (a 404's body). */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';
const BROKEN = 'data:image/png;base64,AAAA';
const sourcesOf = (file: string): PhotoSources => ({
  // 1w: a 1-pixel file, which the browser scales to the width shown (naturalWidth is not 0).
  jpeg: `${file} 1w`,
  webp: `${file} 1w`,
  src: file,
});

/** A photo in a 400-pixel column, with a button that puts another photo in its place. */
function Card({ first, next }: { readonly first: PhotoSources; readonly next: PhotoSources }) {
  const [sources, setSources] = useState(first);
  return (
    <div style={{ width: 400 }}>
      <Photo sources={sources} alt="Flat on Khreshchatyk" sizes="400px" eager missing="No photo" />
      <button type="button" onClick={() => setSources(next)}>
        Next advert
      </button>
    </div>
  );
}

const unavailable = () => page.getByText('Photo unavailable');

describe('Photo', () => {
  it('shows a picture that fails to load as the empty box, saying so, in the same 4:3 box', async () => {
    const { screen } = await renderWithApp(
      <Card first={sourcesOf(BROKEN)} next={sourcesOf(PIXEL)} />,
    );
    await expect.element(unavailable()).toBeVisible();
    const box = screen.container.querySelector('.photo')!;
    expect(box.classList).toContain('photo--empty');
    expect(box.getBoundingClientRect()).toMatchObject({ width: 400, height: 300 });
    // The browser's broken image (its icon and alt text) is not seen; the alt still names it.
    const image = page.getByRole('img', { name: 'Flat on Khreshchatyk' });
    await expect.element(image).toHaveStyle({ opacity: '0' });
    // Another photo in its place is tried anew, and shows.
    await page.getByRole('button', { name: 'Next advert' }).click();
    await expect.element(unavailable()).not.toBeInTheDocument();
    await expect.poll(() => (image.element() as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
    await expect.element(image).toHaveStyle({ opacity: '1' });
    expect(screen.container.querySelector('.photo')!.classList).not.toContain('photo--empty');
  });

  it('shows a picture that loads, with no words over it', async () => {
    await renderWithApp(<Card first={sourcesOf(PIXEL)} next={sourcesOf(BROKEN)} />);
    const image = page.getByRole('img', { name: 'Flat on Khreshchatyk' });
    await expect.poll(() => (image.element() as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
    expect(unavailable().elements()).toEqual([]);
    // The next advert's photo fails: that one says so.
    await page.getByRole('button', { name: 'Next advert' }).click();
    await expect.element(unavailable()).toBeVisible();
  });

  it('says “No photo” for an advert without one, and nothing while its photo is not known', async () => {
    const { screen } = await renderWithApp(
      <>
        <Photo sources={null} alt="" sizes="400px" missing="No photo" />
        <Photo sources={undefined} alt="" sizes="400px" missing="No photo" />
      </>,
    );
    await expect.element(page.getByText('No photo')).toBeVisible();
    expect(unavailable().elements()).toEqual([]);
    expect(screen.container.querySelectorAll('.photo--empty')).toHaveLength(2);
  });

  it('in a gallery, a photo that fails keeps its place and where it is', async () => {
    const photos = [BROKEN, PIXEL, BROKEN].map((file, i) => ({
      key: String(i),
      sources: sourcesOf(file),
    }));
    await renderWithApp(
      <div style={{ width: 400 }}>
        <Gallery label="Flat on Khreshchatyk" photos={photos} />
      </div>,
    );
    const slide = page.getByRole('group', { name: 'Photo 1 of 3' });
    await expect.element(slide.getByText('Photo unavailable')).toBeVisible();
    await expect.element(page.getByText(/^Photo 1 of 3$/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Next photo' }));
    await expect.element(page.getByText(/^Photo 2 of 3$/)).toBeVisible();
    const second = page.getByRole('group', { name: 'Photo 2 of 3' });
    await expect
      .poll(() => (second.getByRole('img').element() as HTMLImageElement).naturalWidth)
      .toBeGreaterThan(0);
    expect(second.getByText('Photo unavailable').elements()).toEqual([]);
  });
});
