/** Download archives' push messages and their toasts (public entry: the shell loads it with every page). */
export { ARCHIVE_TOAST_MS, handleArchiveMessage, isArchiveMessage } from './archive-events';
export { archiveToastId, archiveToastMessages } from './archive-toasts';
