import { useEffect } from 'react';
import type { ThemeFamily } from '#contracts/brand';
import { faviconHref } from './theme-class';

/** Points the page's icon link at the brand family's favicon. */
export function useBrandFavicon(family: ThemeFamily): void {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.type = 'image/svg+xml';
    link.href = faviconHref(family);
  }, [family]);
}
