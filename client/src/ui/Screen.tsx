import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { usePageTitle } from '#platform/page-title/use-page-title';

/**
 * A screen inside the shell: sets the document title to '{title} | {brand}' and shows the title as the page's one
 * <h1>, with optional actions beside it and the screen's content below.
 */
export function Screen({
  title,
  actions,
  children,
  className,
  before,
  titleAction,
}: {
  /** A message, or a text of the user's own (an album's name). */
  title: MessageDescriptor | string;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Above the heading (a breadcrumb). */
  before?: ReactNode;
  /** Beside the heading's text (an edit button). */
  titleAction?: ReactNode;
}) {
  const name = usePageTitle(title);
  return (
    <section className={className ? `screen ${className}` : 'screen'}>
      {before}
      <div className="screen__header">
        <h1>
          {name}
          {titleAction}
        </h1>
        {actions ? <div className="screen__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
