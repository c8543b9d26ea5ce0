import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows the pages around the current one, the first and the last', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(10, 100)).toEqual([0, 'gap', 8, 9, 10, 11, 12, 'gap', 99]);
    expect(pageWindow(99, 100)).toEqual([0, 'gap', 97, 98, 99]);
  });

  it('fills a gap of one page with that page instead of an ellipsis', () => {
    expect(pageWindow(4, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 'gap', 9]);
    expect(pageWindow(3, 10)).toEqual([0, 1, 2, 3, 4, 5, 'gap', 9]);
  });

  it('shows nothing for no pages', () => {
    expect(pageWindow(0, 0)).toEqual([]);
  });
});
