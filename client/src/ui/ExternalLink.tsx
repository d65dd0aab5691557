import type { AnchorHTMLAttributes } from 'react';
import { isHttpUrl } from '#contracts/url';

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'rel'> & {
  href: string;
  newTab?: boolean;
};

/** A link out of the app: only http(s) URLs are rendered, always with rel="noopener noreferrer". */
export function ExternalLink({ href, newTab = false, children, ...rest }: ExternalLinkProps) {
  if (!isHttpUrl(href)) return null;
  return (
    <a href={href} rel="noopener noreferrer" target={newTab ? '_blank' : undefined} {...rest}>
      {children}
    </a>
  );
}
