import './progress-bar.scss';

/**
 * Progress of a long piece of work (adding photos to an album, deleting many): the bar, named by its text, and the
 * text beside it, announced as it changes.
 */
export function ProgressBar({ value, max, text }: { value: number; max: number; text: string }) {
  return (
    <div className="progress-bar">
      <progress value={value} max={Math.max(1, max)} aria-label={text} />
      <span aria-live="polite">{text}</span>
    </div>
  );
}
