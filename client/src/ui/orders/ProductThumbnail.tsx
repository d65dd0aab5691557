import { ImageIcon } from 'lucide-react';
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
        <ImageIcon size={24} strokeWidth={1.5} aria-hidden="true" />
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
