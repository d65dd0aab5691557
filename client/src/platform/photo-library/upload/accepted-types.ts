/** The spec's accepted upload types (heic, jpeg, png): what the file picker offers. */
export const ACCEPT_ATTRIBUTE = '.heic,.heif,.jpg,.jpeg,.png,image/heic,image/heif,image/jpeg,image/png';

const EXTENSIONS = new Set(['heic', 'heif', 'jpg', 'jpeg', 'png']);
const TYPES = new Set(['image/heic', 'image/heif', 'image/jpeg', 'image/png', 'image/pjpeg']);

/**
 * Whether a chosen file looks like one we take, by its name or its declared type. It is only the first check
 * (the service checks the real type by the file's bytes): a GIF or a PDF is refused here, before any upload.
 */
export function isAcceptedFile(file: { name: string; type: string }): boolean {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (file.type !== '' && !TYPES.has(file.type.toLowerCase())) return false;
  return EXTENSIONS.has(extension) || TYPES.has(file.type.toLowerCase());
}

/** Whether the browser can draw a preview of it (HEIC: Safari only; the list shows an icon instead). */
export function canPreview(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  return type === 'image/jpeg' || type === 'image/png' || /\.(jpe?g|png)$/i.test(file.name);
}
