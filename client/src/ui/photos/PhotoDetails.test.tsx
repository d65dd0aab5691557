import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Photo } from '#contracts/photos';
import { PhotoDetails } from './PhotoDetails';

const photo = (size: Partial<Photo>): Photo => ({
  created: '2026-10-01T10:00:00Z',
  imageId: 'p',
  localFileName: 'IMG_1.jpg',
  thumbnails: [],
  untouchedUrl: 'https://img.example/p/original',
  uploadId: 'u',
  url: 'https://img.example/p/1300',
  ...size,
});

function details(size: Partial<Photo>, takenOn: string | null = 'Taken on 1 October 2026 at 10:00:00') {
  render(
    <IntlProvider locale="en-GB" onError={() => undefined}>
      <figure>
        <PhotoDetails photo={photo(size)} takenOn={takenOn} />
      </figure>
    </IntlProvider>,
  );
}

describe("the preview's details", () => {
  it('give the pixels and the largest print that looks sharp', () => {
    details({ visibleWidth: 4032, visibleHeight: 3024 });
    screen.getByText('Taken on 1 October 2026 at 10:00:00');
    screen.getByText('4,032 × 3,024 pixels');
    screen.getByText('Prints sharply up to 30 × 40 cm');
  });

  it('say when a photo is too small for a sharp 10 × 15 cm print', () => {
    details({ visibleWidth: 640, visibleHeight: 480 });
    screen.getByText('640 × 480 pixels');
    screen.getByText('Too small for a sharp 10 × 15 cm print');
  });

  it('say nothing of prints without the pixel size', () => {
    details({}, null);
    expect(screen.queryByText(/pixels|cm/)).toBeNull();
  });
});
