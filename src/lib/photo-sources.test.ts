import { describe, expect, it } from 'vitest';
import { sourcesFromFile, sourcesFromSizedLink } from './photo-sources';

describe('photo sources', () => {
  it('reads every size from one SEO link of photoData, whatever its size letter', () => {
    const link = 'https://cdn2.riastatic.com/photosnew/auto/photo/bmw_3-series__556104182m.jpg';
    const fromM = sourcesFromSizedLink(link, ['sx', 'm', 'b', 'f']);
    expect(fromM).toEqual({
      jpeg: [
        'https://cdn2.riastatic.com/photosnew/auto/photo/bmw_3-series__556104182sx.jpg 160w',
        'https://cdn2.riastatic.com/photosnew/auto/photo/bmw_3-series__556104182m.jpg 320w',
        'https://cdn2.riastatic.com/photosnew/auto/photo/bmw_3-series__556104182b.jpg 640w',
        'https://cdn2.riastatic.com/photosnew/auto/photo/bmw_3-series__556104182f.jpg 960w',
      ].join(', '),
      webp: expect.stringContaining('bmw_3-series__556104182f.webp 960w') as string,
      src: link,
    });
    expect(sourcesFromSizedLink(link.replace('2m.jpg', '2fx.jpg'))).toEqual(
      sourcesFromSizedLink(link),
    );
    expect(sourcesFromSizedLink(link.replace('2m.jpg', '2sx.webp'))).toEqual(
      sourcesFromSizedLink(link),
    );
  });

  it('builds the sizes of a file relative to the photo host, and refuses other shapes', () => {
    expect(sourcesFromFile('/photos/', 'dom/photo/1382/138252/13825265/13825265.jpg')?.src).toBe(
      '/photos/dom/photo/1382/138252/13825265/13825265b.jpg',
    );
    expect(sourcesFromFile('/photos/', '../../api/x1.jpg')).toBeNull();
    expect(sourcesFromFile('/photos/', 'dom/photo/1.png')).toBeNull();
    expect(sourcesFromSizedLink('https://example.com/photo.jpg')).toBeNull();
  });
});
