import { type ReactNode, useMemo, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import Lightbox, { type GenericSlide, IconButton, NextIcon, PreviousIcon } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import type { Photo } from '#contracts/photos';
import { useSteps, useViewerInput } from './lightbox-navigation';
import { PreviewSlide } from './PreviewSlide';
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

/** The library's label keys of its navigation buttons (translated through `labels`). */
const LABEL_KEYS = { previous: 'Previous', next: 'Next' } as const;

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
  /** The photo after (+1) or before (-1) one, loading the next page or month when needed (store.neighbour). */
  neighbour?(id: string, step: 1 | -1): Promise<Photo | undefined>;
  /** A move made in the viewer, by photo (it may not be in `photos` yet); else onIndexChange hears of it. */
  onShow?(photo: Photo): void;
}

/**
 * Which photo the viewer shows. The parent's `index` follows the route, which catches up with each move a little
 * later: a quick → then ← can render the route of the first move after the viewer has made the second, and
 * showing that stale index would move the viewer (and then the route) back to it. So an index the viewer itself
 * reported since the two last agreed is taken as an echo and ignored; any other index (a deleted photo making way
 * for the next) is shown. The photo is followed by id, so pages loaded around it keep it in place.
 */
export function useShownIndex(photos: readonly Photo[], index: number) {
  const wanted = photos[index]?.imageId;
  const [shownId, setShownId] = useState(wanted);
  const [lastWanted, setLastWanted] = useState(wanted);
  const reported = useRef<string[]>([]);
  const shownRef = useRef<string | undefined>(wanted);
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
  const moving = current !== undefined && reported.current.includes(current);
  if (!moving && !photos.some((p) => p.imageId === current) && wanted !== undefined) {
    // The photo shown is gone from the list (deleted): the parent's choice.
    current = wanted;
    if (shownId !== wanted) setShownId(wanted);
  }
  const found = photos.findIndex((p) => p.imageId === current);
  shownRef.current = current;
  return {
    index: found >= 0 ? found : index,
    /** The photo shown, or about to be (a move made since the last render). */
    shownRef,
    /** The viewer moved to this photo itself (its route will follow). */
    show(id: string) {
      if (id === current) return;
      reported.current.push(id);
      current = id;
      shownRef.current = id;
      setShownId(id);
    },
  };
}

/** The viewer's settings that never change: zoom 1x–2.5x, a finite carousel, no moves of the library's own. */
const ZOOM = {
  maxZoom: MAX_ZOOM,
  supports: ['photo' as const],
  zoomInMultiplier: MAX_ZOOM,
  doubleClickMaxStops: 1,
  doubleTapDelay: DOUBLE_TAP_MS,
  doubleClickDelay: 300,
  scrollToZoom: true,
};
const CAROUSEL = { finite: true, preload: 2 };
// Moves are the viewer's own (keys, buttons, a 35 % swipe): the library's would drop keys while it animates and
// swipes at 30 %.
const CONTROLLER = {
  closeOnPullDown: true,
  closeOnBackdropClick: false,
  closeOnEscape: false,
  disableSwipeNavigation: true,
  aria: true,
};
const ANIMATION = { fade: 150, swipe: 0 };

/** 'Back', top left: closes the viewer. */
function BackButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" className="preview-back" onClick={onClick}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{label}</span>
    </button>
  );
}

/**
 * The one full-screen viewer: the grid's thumbnail at once then the 1300 rendition, back, previous/next (arrows,
 * swipe over 35 % of the width, ← →), Escape, zoom 1x–2.5x by double click or tap, swipe down to close, and the
 * list's actions in its toolbar. Keys are never lost: each arrow press is one move, made in order after the one
 * before (loading the next page or month through `neighbour` when needed), and Escape closes at once.
 */
export function PhotoLightbox({
  photos,
  index,
  hideArrows,
  actions,
  onIndexChange,
  onClose,
  neighbour,
  onShow,
}: PhotoLightboxProps) {
  const intl = useIntl();
  const shownIndex = useShownIndex(photos, index);
  // Its own portal root: the lightbox makes its siblings inert, which must not catch the modals opened over it.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const zoom = useRef(1);
  const { step, close } = useSteps({ photos, shownIndex, neighbour, onShow, onIndexChange, onClose });
  useViewerInput(root, { step, close, zoom });
  const slides = useMemo(
    () => photos.map((photo) => ({ type: 'photo' as const, photo, key: photo.imageId })),
    [photos],
  );
  const atStart = shownIndex.index <= 0 && photos.length > 0 && !neighbour;
  const atEnd = shownIndex.index >= photos.length - 1 && !neighbour;
  return (
    <div ref={setRoot} className="preview-portal">
      {root ? (
        <Lightbox
          portal={{ root }}
          open
          index={shownIndex.index}
          close={close}
          slides={slides}
          plugins={[Zoom]}
          zoom={ZOOM}
          carousel={CAROUSEL}
          controller={CONTROLLER}
          animation={ANIMATION}
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
            zoom: ({ zoom: level }) => {
              zoom.current = level;
            },
          }}
          render={{
            slide: ({ slide }) =>
              slide.type === 'photo' ? <PreviewSlide key={slide.photo.imageId} photo={slide.photo} /> : null,
            controls: () => <BackButton label={intl.formatMessage(messages.back)} onClick={close} />,
            buttonPrev: hideArrows
              ? () => null
              : () => (
                  <IconButton
                    label={LABEL_KEYS.previous}
                    icon={PreviousIcon}
                    className="yarl__navigation_prev"
                    disabled={atStart}
                    onClick={() => step(-1)}
                  />
                ),
            buttonNext: hideArrows
              ? () => null
              : () => (
                  <IconButton
                    label={LABEL_KEYS.next}
                    icon={NextIcon}
                    className="yarl__navigation_next"
                    disabled={atEnd}
                    onClick={() => step(1)}
                  />
                ),
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
