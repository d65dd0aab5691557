import { by, journey } from '../fixtures';
import { openPhotos, selectFirst, toolbar } from './library';

journey.use({ account: 'customer@example.com' });

const albumGrid = by.role('grid', 'Photos in this album');
const albumTiles = by.role('button', /\.(jpe?g|png|heic)$/i).within(albumGrid);
const albumLink = (name: string) => by.link(new RegExp(`^${name}`));

journey('an album is created and opens empty', async ({ ui, url }) => {
  await ui.goto(url('albums'));
  await ui.click(by.button('New album'));
  const dialog = by.dialog('Create new album');
  await ui.fill(by.label('Album name').within(dialog), 'Road trip 2026');
  await ui.click(by.button('Create album').within(dialog));
  await ui.waitVisible(by.heading('Road trip 2026'));
  await ui.waitVisible(by.text('Your album is empty'));
});

journey('Escape pressed the instant a dialog opens closes it (issue 53)', async ({ ui, url }) => {
  await ui.goto(url('albums'));
  await ui.waitVisible(by.button('New album'));
  // Notes that a dialog was in the page at all, so that "gone" below cannot mean "never opened".
  await ui.script(
    `window.__dialogSeen = false;
     new MutationObserver(() => {
       if (document.querySelector('[role=dialog], dialog[open]')) window.__dialogSeen = true;
     }).observe(document.body, { childList: true, subtree: true, attributes: true });`,
  );
  await ui.click(by.button('New album'));
  // No wait at all: Escape goes the moment the click has been taken.
  await ui.press('Escape');
  await ui.until('the dialog to have opened', () =>
    ui.script<boolean>('return window.__dialogSeen === true;'),
  );
  await ui.waitGone(by.dialog('Create new album'));
});

journey('photos are added to an album from the picker, then one is removed', async ({ ui, url }) => {
  await ui.goto(url('albums'));
  await ui.click(albumLink('Wedding ideas'), { timeout: 30_000 });
  await ui.click(by.button('Add photos').first());
  const picker = by.dialog('Add photos to the album');
  const pickerTiles = by.role('button', /\.(jpe?g|png|heic)$/i).within(picker);
  await ui.waitVisible(pickerTiles.first(), { timeout: 30_000 });
  for (let i = 0; i < 3; i += 1) await ui.click(pickerTiles.nth(i));
  await ui.click(by.button('Add 3 photos').within(picker));
  await ui.waitGone(picker);
  await ui.waitCount(albumTiles, 3);

  await ui.click(by.button('Select'));
  await ui.click(albumTiles.first());
  await ui.click(by.button('Delete from album').within(toolbar));
  const confirm = by.dialog('Delete photo from album?');
  await ui.click(by.button('Delete from album').within(confirm));
  await ui.waitGone(confirm);
  await ui.waitCount(albumTiles, 2);
});

journey(
  'a shared album is read-only: Copy and Delete are unavailable, Download is not',
  async ({ ui, url }) => {
    await ui.goto(url('albums'));
    await ui.click(albumLink('Family weekend in the Ardennes'), { timeout: 30_000 });
    await ui.waitUrl(/\/my-photos\/shared-albums\//);
    await ui.waitVisible(by.text('Shared albums are no longer supported'));
    await ui.click(by.button('Select'));
    await ui.click(albumTiles.nth(0));
    await ui.click(albumTiles.nth(1));
    await ui.waitText(toolbar, '2 selected');
    for (const action of ['Copy to album', 'Delete from album']) {
      await ui.until(
        `${action} to be disabled`,
        async () => (await ui.probe(by.button(action).within(toolbar))).disabled,
      );
    }
    await ui.until(
      'Download to be enabled',
      async () => !(await ui.probe(by.button('Download').within(toolbar))).disabled,
    );
  },
);

journey('order prints hands the chosen photos to the editor', async ({ ui, url }) => {
  await openPhotos(ui, url('photos'));
  await selectFirst(ui, 2);
  await ui.click(by.button('Order prints').within(toolbar));
  const bar = by.role('region', 'Order photo prints');
  await ui.click(by.button('Next: Customise 2 photo prints').within(bar));
  await ui.waitVisible(by.dialog('Adding 2 photos to editor...'));
  await ui.waitUrl(/\/editor\?/, { timeout: 30_000 });
  const editor = new URL(await ui.url());
  if (!editor.searchParams.get('tempSelectionId'))
    throw new Error(`no selection handed over: ${editor.href}`);
});
