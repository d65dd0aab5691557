/** Finding a photo of the list the preview was opened from (public entry). */
export { findPhoto } from './find-photo';
