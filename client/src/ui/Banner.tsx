import type { ReactNode } from 'react';

export type BannerKind = 'info' | 'warning' | 'error' | 'success';

/** A page-level message. Errors are announced as alerts, the rest as status. */
export function Banner({ kind = 'info', children }: { kind?: BannerKind; children: ReactNode }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`banner banner--${kind}`}>
      {children}
    </div>
  );
}
