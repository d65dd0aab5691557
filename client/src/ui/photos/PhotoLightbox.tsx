import { type ReactNode, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import Lightbox, { type GenericSlide, IconButton } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import type { Photo } from '#contracts/photos';
import { thumbnailUrl, useTakenOn } from './PhotoTile';
import './photo-lightbox.scss';

declare module 'yet-another-react-lightbox' {
  interface SlidePhoto extends GenericSlide {
    type: 'photo';
    photo: Photo;
  }
  interface SlideTypes {
    photo: SlidePhoto;
  }
  interface Labels {
    Download?: string;
    Delete?: string;
    CopyToAlbum?: string;
    DeleteFromAlbum?: string;
  }
}

/** Zoom goes from 1x to 2.5x and no further; a double click or tap toggles the two. */
export const MAX_ZOOM = 2.5;
/** Window of a double tap (ms). */
export const DOUBLE_TAP_MS = 200;

const messages = defineMessages({
  previous: { id: 'preview.previous', defaultMessage: 'Previous photo' },
  next: { id: 'preview.next', defaultMessage: 'Next photo' },
  back: { id: 'preview.back', defaultMessage: 'Back' },
  zoomIn: { id: 'preview.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'preview.zoomOut', defaultMessage: 'Zoom out' },
  lightbox: { id: 'preview.label', defaultMessage: 'Photo preview' },
  carousel: { id: 'preview.carousel', defaultMessage: 'Photos' },
});

export interface LightboxAction {
  key: 'Download' | 'Delete' | 'CopyToAlbum' | 'DeleteFromAlbum';
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  /** Why it is disabled ('Unavailable for shared albums'), as its tooltip. */
  title?: string;
  onClick?(): void;
}

interface PhotoLightboxProps {
  photos: readonly Photo[];
  index: number;
  /** Arrows hidden (mobile: swipe instead). */
  hideArrows: boolean;
  actions: readonly LightboxAction[];
  onIndexChange(index: number): void;
  onClose(): void;
}

function PhotoSlide({ photo }: { photo: Photo }) {
  const takenOn = useTakenOn(photo);
  return (
    <figure className="preview-slide">
      <img src={thumbnailUrl(photo, 1300)} alt={photo.localFileName} draggable={false} />
      {takenOn ? <figcaption className="preview-slide__caption">{takenOn}</figcaption> : null}
    </figure>
  );
}

/**
 * Which photo the viewer shows. The parent's `index` follows the route, which catches up with each move a little
 * later: a quick → then ← can render the route of the first move after the viewer has made the second, and
 * showing that stale index would move the viewer (and then the route) back to it. So an index the viewer itself
 * reported since the two last agreed is taken as an echo and ignored; any other index (a deleted photo making way
 * for the next) is shown. The photo is followed by id, so pages loaded around it keep it in place.
 */
function useShownIndex(photos: readonly Photo[], index: number) {
  const wanted = photos[index]?.imageId;
  const [shownId, setShownId] = useState(wanted);
  const [lastWanted, setLastWanted] = useState(wanted);
  const reported = useRef<string[]>([]);
  let current = shownId;
  if (wanted !== lastWanted) {
    // The parent moved: to a photo the viewer reported (an echo, perhaps a late one), or somewhere else.
    setLastWanted(wanted);
    if (wanted === shownId) reported.current = [];
    else if (wanted !== undefined && !reported.current.includes(wanted)) {
      reported.current = [];
      current = wanted;
      setShownId(wanted);
    }
  }
  if (!photos.some((p) => p.imageId === current) && wanted !== undefined) {
    // The photo shown is gone from the list (deleted): the parent's choice.
    current = wanted;
    if (shownId !== wanted) setShownId(wanted);
  }
  const found = photos.findIndex((p) => p.imageId === current);
  return {
    index: found >= 0 ? found : index,
    viewed(viewed: number) {
      const id = photos[viewed]?.imageId;
      if (id === undefined || id === current) return;
      reported.current.push(id);
      setShownId(id);
    },
  };
}

/**
 * The one full-screen viewer: the 1300 rendition, back, previous/next (arrows, swipe, ← →), Escape, zoom 1x–2.5x
 * by double click or tap, swipe down to close, and the list's actions in its toolbar.
 */
export function PhotoLightbox({
  photos,
  index,
  hideArrows,
  actions,
  onIndexChange,
  onClose,
}: PhotoLightboxProps) {
  const intl = useIntl();
  const shownIndex = useShownIndex(photos, index);
  // Its own portal root: the lightbox makes its siblings inert, which must not catch the modals opened over it.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setRoot} className="preview-portal">
      {root ? (
        <Lightbox
          portal={{ root }}
          open
          index={shownIndex.index}
          close={onClose}
          slides={photos.map((photo) => ({ type: 'photo' as const, photo, key: photo.imageId }))}
          plugins={[Zoom]}
          zoom={{
            maxZoom: MAX_ZOOM,
            supports: ['photo'],
            zoomInMultiplier: MAX_ZOOM,
            doubleClickMaxStops: 1,
            doubleTapDelay: DOUBLE_TAP_MS,
            doubleClickDelay: 300,
            scrollToZoom: true,
          }}
          carousel={{ finite: true, preload: 2 }}
          controller={{ closeOnPullDown: true, closeOnBackdropClick: false, aria: true }}
          animation={{ fade: 150, swipe: 250 }}
          labels={{
            Previous: intl.formatMessage(messages.previous),
            Next: intl.formatMessage(messages.next),
            Close: intl.formatMessage(messages.back),
            'Zoom in': intl.formatMessage(messages.zoomIn),
            'Zoom out': intl.formatMessage(messages.zoomOut),
            Lightbox: intl.formatMessage(messages.lightbox),
            'Photo gallery': intl.formatMessage(messages.carousel),
            ...Object.fromEntries(actions.map((action) => [action.key, action.label])),
          }}
          on={{
            view: ({ index: viewed }) => {
              shownIndex.viewed(viewed);
              onIndexChange(viewed);
            },
          }}
          render={{
            slide: ({ slide }) => (slide.type === 'photo' ? <PhotoSlide photo={slide.photo} /> : null),
            controls: () => (
              <button type="button" className="preview-back" onClick={onClose}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                  <path
                    d="M15 5l-7 7 7 7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
                <span>{intl.formatMessage(messages.back)}</span>
              </button>
            ),
            ...(hideArrows ? { buttonPrev: () => null, buttonNext: () => null } : {}),
          }}
          toolbar={{
            buttons: [
              ...actions.map((action) => (
                <IconButton
                  key={action.key}
                  label={action.key}
                  icon={() => <>{action.icon}</>}
                  disabled={action.disabled}
                  title={action.title}
                  onClick={action.onClick}
                />
              )),
            ],
          }}
        />
      ) : null}
    </div>
  );
}
