import { describe, expect, it } from 'vitest';
import { validateGalleryForm } from './GalleryModal';

describe('validateGalleryForm', () => {
  it('wants a title without markup, a description without markup and a category', () => {
    expect(validateGalleryForm({ title: 'Our wedding', description: '', categories: ['Wedding'] })).toEqual(
      {},
    );
    expect(validateGalleryForm({ title: '  ', description: '', categories: [] })).toEqual({
      title: 'required',
      categories: 'required',
    });
    expect(validateGalleryForm({ title: '<b>x</b>', description: 'a > b', categories: ['Family'] })).toEqual({
      title: 'invalid',
      description: 'invalid',
    });
    expect(validateGalleryForm({ title: 'x'.repeat(81), description: '', categories: ['Family'] })).toEqual({
      title: 'invalid',
    });
  });
});
