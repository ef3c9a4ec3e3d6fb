import { describe, expect, it } from 'vitest';
import { desktopCellClass, pagePictures, stepSlide } from './gallery-model';

const pictures = (count: number) => Array.from({ length: count }, (_, index) => `p${index}`);

describe('pagePictures', () => {
  it('"Gallery: fewer than 4 images shows single image"', () => {
    expect(pagePictures(pictures(3), 4)).toEqual(['p0']);
    expect(pagePictures(pictures(1), 5)).toEqual(['p0']);
    expect(pagePictures([], 4)).toEqual([]);
  });

  it('shows 4 pictures on the hotel page and at most 5 on the product page ("4 thumbnails (5 passed at most)")', () => {
    expect(pagePictures(pictures(9), 4)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(pagePictures(pictures(9), 5)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(pagePictures(pictures(4), 5)).toEqual(['p0', 'p1', 'p2', 'p3']);
  });
});

describe('stepSlide', () => {
  it('moves forward and back, wrapping at both ends', () => {
    expect(stepSlide(0, 1, 3)).toBe(1);
    expect(stepSlide(2, 1, 3)).toBe(0);
    expect(stepSlide(0, -1, 3)).toBe(2);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});

describe('desktopCellClass', () => {
  it('gives the first picture the left half and fills the right half', () => {
    expect(desktopCellClass(0, 4)).toContain('md:row-span-2');
    expect(desktopCellClass(1, 4)).toBe('md:col-span-2');
    expect(desktopCellClass(1, 5)).toBe('');
    expect(desktopCellClass(0, 1)).toContain('md:col-span-4');
  });
});
