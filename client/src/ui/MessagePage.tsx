import type { ReactNode } from 'react';

/** A full page with one heading, a message and actions (error, success and confirmation pages). */
export function MessagePage({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <main id="main-content" className="message-page" tabIndex={-1}>
      <div className="message-page__panel">
        <h1>{title}</h1>
        {children}
        {actions ? <div className="message-page__actions">{actions}</div> : null}
      </div>
    </main>
  );
}
