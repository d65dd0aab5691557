const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/**
 * A byte count as the export page shows it: Bytes, KB, MB or GB (steps of 1024, never beyond GB), with two
 * decimals in the locale's notation ("1.50 MB", "1,50 MB"); whole bytes have no decimals ("512 Bytes", "1 Byte").
 */
export function formatFileSize(bytes: number, locale: string): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  let value = safe;
  // 1023.996 KB would print as "1024.00 KB": a value that rounds up to a whole step moves on to the next unit.
  while (value >= (unit === 0 ? STEP : STEP - 0.005) && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 2;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  // One byte is a Byte ("1 Bytes" read as a typo on a one-byte upload).
  return `${number} ${unit === 0 && safe === 1 ? 'Byte' : UNITS[unit]}`;
}
