import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_FIRST_ROW_ATTRIBUTE } from '#platform/photo-library/boot/first-row-hand-over';
import { FIRST_ROW_ATTRIBUTE, paintFirstRow } from './first-row-paint';

const THUMBNAILS = [
  {
    href: 'https://images.example/a/300',
    srcset: 'https://images.example/a/300 225w, https://images.example/a/800 600w',
  },
  { href: 'https://images.example/b/300', srcset: '' },
];

afterEach(() => {
  for (const row of document.querySelectorAll(`[${FIRST_ROW_ATTRIBUTE}]`)) row.remove();
});

describe('paintFirstRow', () => {
  it("draws each thumbnail as its tile asks for it, at the tile's place, out of the way of the pointer and of assistive technology", () => {
    expect(paintFirstRow(document, THUMBNAILS, { top: 505.5, left: 312, pitch: 150, cell: 146 })).toBe(true);
    const row = document.querySelector<HTMLElement>(`[${BOOT_FIRST_ROW_ATTRIBUTE}]`);
    expect(row?.parentElement).toBe(document.body);
    expect(row?.getAttribute('aria-hidden')).toBe('true');
    expect(row?.className).toBe('boot-first-row');
    const images = [...(row?.querySelectorAll('img') ?? [])];
    expect(
      images.map((image) => ({
        src: image.getAttribute('src'),
        srcset: image.getAttribute('srcset'),
        sizes: image.getAttribute('sizes'),
        alt: image.getAttribute('alt'),
        box: [image.style.left, image.style.top, image.style.width, image.style.height],
      })),
    ).toEqual([
      {
        src: THUMBNAILS[0]?.href,
        srcset: THUMBNAILS[0]?.srcset,
        sizes: '146px',
        alt: '',
        box: ['312px', '505.5px', '146px', '146px'],
      },
      {
        src: THUMBNAILS[1]?.href,
        srcset: null,
        sizes: null,
        alt: '',
        box: ['462px', '505.5px', '146px', '146px'],
      },
    ]);
  });

  it('draws nothing while the page has no body yet', () => {
    const page = document.implementation.createHTMLDocument('');
    page.documentElement.removeChild(page.body);
    expect(paintFirstRow(page, THUMBNAILS, { top: 0, left: 0, pitch: 150, cell: 146 })).toBe(false);
    expect(page.querySelector(`[${FIRST_ROW_ATTRIBUTE}]`)).toBeNull();
  });
});
