import { describe, expect, it } from 'vitest';
import { forgetRevealedPhoto, peekRevealedPhoto, saveRevealedPhoto } from './scroll-position';

describe('the photo to reveal on the way back from a linked preview', () => {
  it('stays readable until forgotten, so a render thrown away before it shows does not lose it', () => {
    const storage = window.sessionStorage;
    saveRevealedPhoto('timeline', 'photo-7', storage);
    expect(peekRevealedPhoto('timeline', storage)).toBe('photo-7');
    expect(peekRevealedPhoto('timeline', storage)).toBe('photo-7');
    expect(peekRevealedPhoto('album', storage)).toBeNull();
    forgetRevealedPhoto(storage);
    expect(peekRevealedPhoto('timeline', storage)).toBeNull();
  });

  it('reads nothing from a broken entry', () => {
    window.sessionStorage.setItem('photoListReveal', '{"list":"timeline"}');
    expect(peekRevealedPhoto('timeline')).toBeNull();
    forgetRevealedPhoto();
  });
});
