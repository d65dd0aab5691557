import type { ReactNode } from 'react';
import { defineMessage, FormattedMessage, type MessageTag } from 'react-intl';
import { generatePath } from 'react-router';
import { paths } from '#contracts/routes';
import { AppLink } from '#platform/query/AppLink';

/** Notifications stay 10 s (the spec's notification time, twice a toast's). */
export const COPIED_NOTICE_MS = 10_000;

// ICU: '' is one apostrophe; a single one before { would quote the placeholder instead of showing it.
const copied = defineMessage<{ album: string; link: MessageTag }>({
  id: 'albums.copy.copied',
  defaultMessage: "Photos copied to ''<link>{album}</link>''",
});

/** "Photos copied to '{album}'", the album's name a link to the album. */
export function CopiedToAlbumNotice({ albumId, albumName }: { albumId: string; albumName: string }) {
  return (
    <FormattedMessage
      {...copied}
      values={{
        album: albumName,
        link: (chunks: ReactNode[]) => (
          <AppLink to={generatePath(paths.album, { id: albumId })} className="toast__link">
            {chunks}
          </AppLink>
        ),
      }}
    />
  );
}
