import { useState } from 'react';
import './orders-ui.scss';

/**
 * A product's picture, or a neutral frame when it has none or it fails to load. Decorative: the product's name
 * is always written beside it.
 */
export function ProductThumbnail({ url, size = 'small' }: { url: string | null; size?: 'small' | 'large' }) {
  const [failed, setFailed] = useState(false);
  const className = `product-thumb product-thumb--${size}`;
  if (url === null || failed) {
    return (
      <span className={`${className} product-thumb--none`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="24" height="24" focusable="false" aria-hidden="true">
          <path
            d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9.5a1.5 1.5 0 1 0 0-.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  return (
    <img
      className={className}
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
