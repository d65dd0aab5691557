import { describe, expect, it } from 'vitest';
import { canPreview, isAcceptedFile } from './accepted-types';

describe('accepted upload types', () => {
  it('takes HEIC, JPEG and PNG by name or declared type', () => {
    expect(isAcceptedFile({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
    expect(isAcceptedFile({ name: 'IMG_0001.heic', type: 'image/heic' })).toBe(true);
    expect(isAcceptedFile({ name: 'holiday.jpeg', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedFile({ name: 'scan.PNG', type: 'image/png' })).toBe(true);
    expect(isAcceptedFile({ name: 'camera-file', type: 'image/jpeg' })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isAcceptedFile({ name: 'funny.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(isAcceptedFile({ name: 'photo.jpg', type: 'text/plain' })).toBe(false);
    expect(isAcceptedFile({ name: 'clip.mov', type: '' })).toBe(false);
    expect(isAcceptedFile({ name: 'noextension', type: '' })).toBe(false);
  });

  it('previews JPEG and PNG only', () => {
    expect(canPreview({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(canPreview({ name: 'a.heic', type: 'image/heic' })).toBe(false);
  });
});
