/** A zip file: a page with a folded corner and a zipper (the downloads and export lists). */
export function ZipFileIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 40 40"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M9 3h16l8 8v25a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z"
        fill="currentColor"
        opacity="0.14"
      />
      <path
        d="M9 3h16l8 8v25a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM25 3v8h8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M17 5h3v3h-3zM20 8h3v3h-3zM17 11h3v3h-3zM20 14h3v3h-3z" fill="currentColor" />
      <rect x="16.5" y="18" width="7" height="8" rx="1.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
