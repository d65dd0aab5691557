import { useEffect } from 'react';
import type { Brand } from '#contracts/brand';
import { faviconHref } from './theme-class';

/** Points the page's icon link at the brand's favicon. */
export function useBrandFavicon(brand: Pick<Brand, 'name'>): void {
  const href = faviconHref(brand);
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.type = 'image/svg+xml';
    link.href = href;
  }, [href]);
}
