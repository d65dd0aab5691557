import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Photo } from '#contracts/photos';
import { ModalStackProvider } from '#ui/modal/ModalStackProvider';
import { BlurryPrintsModal } from './BlurryPrintsModal';

const photo = (name: string): Photo => ({
  created: '2026-10-01T10:00:00Z',
  imageId: name,
  localFileName: name,
  thumbnails: [{ id: 300, url: `https://img.example/${name}/300`, width: 300, height: 225 }],
  untouchedUrl: `https://img.example/${name}/original`,
  uploadId: 'u',
  url: `https://img.example/${name}/1300`,
  visibleWidth: 640,
  visibleHeight: 480,
});

function renderModal(blurry: Photo[], total: number) {
  const handlers = { onGoOn: vi.fn(), onLeaveOut: vi.fn(), onClose: vi.fn() };
  render(
    <IntlProvider locale="en-GB" onError={() => undefined}>
      <ModalStackProvider>
        <BlurryPrintsModal blurry={blurry} total={total} {...handlers} />
      </ModalStackProvider>
    </IntlProvider>,
  );
  return handlers;
}

describe('blurry prints warning', () => {
  it('says how many of the chosen photos may look blurry and names them', async () => {
    const { onLeaveOut, onGoOn } = renderModal([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')], 12);
    const dialog = screen.getByRole('dialog', { name: '3 of 12 photos may look blurry' });
    expect(dialog.textContent).toContain('too few pixels for a sharp 10 × 15 cm print');
    const items = screen.getByRole('list', { name: 'Photos that may look blurry' }).querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    await userEvent.click(screen.getByRole('button', { name: 'Leave them out' }));
    expect(onLeaveOut).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Print them anyway' }));
    expect(onGoOn).toHaveBeenCalledTimes(1);
  });

  it('offers no leaving out when every chosen photo is too small', async () => {
    const { onClose } = renderModal([photo('a.jpg')], 1);
    screen.getByRole('dialog', { name: 'This photo may look blurry' });
    expect(screen.queryByRole('button', { name: 'Leave them out' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to my photos' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
