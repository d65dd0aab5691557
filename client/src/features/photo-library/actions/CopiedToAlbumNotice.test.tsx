import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CopiedToAlbumNotice } from './CopiedToAlbumNotice';

describe('copied notification', () => {
  it("reads Photos copied to '{album}' with the album's name a link to it", () => {
    render(
      <IntlProvider locale="en-GB" onError={() => undefined}>
        <MemoryRouter>
          <CopiedToAlbumNotice albumId="a-7" albumName="Rome {2024}" />
        </MemoryRouter>
      </IntlProvider>,
    );
    const link = screen.getByRole('link', { name: 'Rome {2024}' });
    expect(link.parentElement?.textContent).toBe("Photos copied to 'Rome {2024}'");
    expect(link.getAttribute('href')).toBe('/my-photos/albums/a-7');
  });
});
