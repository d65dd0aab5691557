import { defineMessage, useIntl } from 'react-intl';
import type { Photo } from '#contracts/photos';
import { largestSharpPrint, pixelSizeOf, STANDARD_PRINT } from '#platform/print-quality/print-quality';

type PrintSizeValues = { short: number; long: number };

export const photoDetailsMessages = {
  pixels: defineMessage<{ width: number; height: number }>({
    id: 'preview.details.pixels',
    defaultMessage: '{width, number} × {height, number} pixels',
  }),
  sharpUpTo: defineMessage<PrintSizeValues>({
    id: 'preview.details.sharpUpTo',
    defaultMessage: 'Prints sharply up to {short, number} × {long, number} cm',
  }),
  tooSmall: defineMessage<PrintSizeValues>({
    id: 'preview.details.tooSmall',
    defaultMessage: 'Too small for a sharp {short, number} × {long, number} cm print',
  }),
};

/**
 * The preview's details under the photo: when it was taken, its pixels and the largest print that will look
 * sharp (decision 470), or that it is too small for a sharp 10 × 15 cm print.
 */
export function PhotoDetails({ photo, takenOn }: { photo: Photo; takenOn: string | null }) {
  const intl = useIntl();
  const pixels = pixelSizeOf(photo);
  const print = pixels ? largestSharpPrint(pixels) : null;
  if (!takenOn && !pixels) return null;
  return (
    <figcaption className="preview-slide__caption">
      {takenOn ? <span className="preview-slide__detail">{takenOn}</span> : null}
      {pixels ? (
        <span className="preview-slide__detail">
          {intl.formatMessage(photoDetailsMessages.pixels, pixels)}
        </span>
      ) : null}
      {pixels && print ? (
        <span className="preview-slide__detail">
          {intl.formatMessage(photoDetailsMessages.sharpUpTo, print)}
        </span>
      ) : null}
      {pixels && !print ? (
        <strong className="preview-slide__detail preview-slide__warning">
          {intl.formatMessage(photoDetailsMessages.tooSmall, STANDARD_PRINT)}
        </strong>
      ) : null}
    </figcaption>
  );
}
