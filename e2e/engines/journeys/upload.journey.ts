import { deviceFiles, jpegFile } from '../../upload/upload-files';
import { by, expect, journey } from '../fixtures';
import { grid } from './library';

journey.use({ account: 'empty@example.com' });

const modal = by.dialog('Add photos');
const picker = by.css('input[type=file]').within(modal);

journey(
  'upload from the device: JPEG, PNG and HEIC added, a GIF refused by name, a duplicate told',
  async ({ ui, url, files }) => {
    const device = await deviceFiles();
    await ui.goto(url('photos'));
    await ui.waitVisible(by.text('Your photo library is empty'));
    await ui.click(by.button('Add photos').first());
    await ui.waitVisible(by.role('tab', 'My Device').within(modal));
    await ui.setFiles(picker, await files(device.jpeg, device.png, device.heic, device.gif));
    await ui.waitText(
      by.role('alert').within(modal),
      'funny.gif cannot be uploaded: only HEIC, JPEG and PNG photos are accepted.',
    );
    await ui.waitCount(by.role('listitem').within(by.role('list', 'Chosen photos')), 3);
    await ui.click(by.button('Upload 3 photos'));
    await ui.waitVisible(by.heading('Upload finished').within(modal), { timeout: 45_000 });
    await ui.waitVisible(by.text('3 photos added').within(modal));

    await ui.click(by.button('Upload more photos'));
    await ui.setFiles(picker, await files(device.jpeg));
    await ui.click(by.button('Upload 1 photo'));
    await ui.waitVisible(by.text('1 photo was already in your library').within(modal), { timeout: 30_000 });
    await ui.click(by.button('Done'));
    await ui.waitGone(modal);
    await ui.waitVisible(by.heading('July 2021').within(grid), { timeout: 30_000 });
    await ui.waitVisible(by.heading('April 2019').within(grid));
    await ui.waitVisible(by.button('IMG_4032.HEIC').within(grid));
  },
);

journey(
  'the phone QR page: the code shows, and its link uploads from a phone',
  async ({ ui, url, files }) => {
    await ui.goto(url('photos'));
    await ui.click(by.button('Add photos').first());
    await ui.click(by.role('tab', 'Transfer from Phone').within(modal));
    await ui.waitVisible(by.role('img', 'QR code of the upload link for your phone').within(modal));
    const link = await ui.attribute(by.css('[data-testid=phone-upload-link]').within(modal), 'href');
    expect(link).toMatch(/^http/);
    await ui.setViewport(390, 844);
    await ui.goto(link ?? '');
    await ui.waitVisible(by.heading('Upload photos to your library'));
    await ui.setFiles(by.css('input[type=file]'), await files(await jpegFile('from-the-phone.jpg', 51)));
    await ui.click(by.button('Upload 1 photo'));
    await ui.waitVisible(by.text('1 photo added'), { timeout: 30_000 });
  },
);
