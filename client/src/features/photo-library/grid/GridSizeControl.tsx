import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { GRID_SIZES, type GridSize, setGridSize, useGridSize } from '#platform/photo-library/timeline';
import './grid-size-control.scss';

const messages = defineMessages({
  label: { id: 'photos.gridSize.label', defaultMessage: 'Thumbnail size' },
  small: { id: 'photos.gridSize.small', defaultMessage: 'Small thumbnails' },
  medium: { id: 'photos.gridSize.medium', defaultMessage: 'Medium thumbnails' },
  large: { id: 'photos.gridSize.large', defaultMessage: 'Large thumbnails' },
});
/** The buttons' tooltip: the keys that change the size at any scroll depth (decision 180). */
const hint = defineMessage<{ name: string }>({
  id: 'photos.gridSize.hint',
  defaultMessage: '{name} (the + and − keys change the size)',
});

/** Per size, the squares its icon draws: a 3×3, 2×2 or 1×1 grid in a 16 px box. */
const ICON_CELLS: Record<GridSize, number> = { small: 3, medium: 2, large: 1 };

function SizeIcon({ size }: { size: GridSize }) {
  const n = ICON_CELLS[size];
  const gap = 2;
  const cell = (16 - gap * (n - 1)) / n;
  const squares = [];
  for (let row = 0; row < n; row += 1) {
    for (let column = 0; column < n; column += 1) {
      squares.push(
        <rect
          key={`${row}-${column}`}
          x={column * (cell + gap)}
          y={row * (cell + gap)}
          width={cell}
          height={cell}
          rx={1}
        />,
      );
    }
  }
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {squares}
    </svg>
  );
}

/**
 * The photo grid's thumbnail size, small, medium or large: three toggle buttons in the bar above the grid, one of
 * them pressed. The size is the device's, shared by every grid (Ctrl/⌘ + wheel and a pinch over the grid change
 * it too, and the + and - keys anywhere on the page: the tooltip says so).
 */
export function GridSizeControl() {
  const intl = useIntl();
  const current = useGridSize();
  return (
    <fieldset className="grid-size" aria-keyshortcuts="+ -">
      <legend className="visually-hidden">{intl.formatMessage(messages.label)}</legend>
      {GRID_SIZES.map((size) => {
        const name = intl.formatMessage(messages[size]);
        return (
          <button
            key={size}
            type="button"
            className="grid-size__button"
            aria-pressed={size === current}
            aria-label={name}
            title={intl.formatMessage(hint, { name })}
            onClick={() => setGridSize(size)}
          >
            <SizeIcon size={size} />
          </button>
        );
      })}
    </fieldset>
  );
}
