/**
 * Dates of photos as the camera wrote them: `2019-04-12T15:30:12` (wall time, no zone) or with `Z`/an offset.
 * They are shown as the camera's wall time, never shifted to the viewer's zone.
 */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

export function parseWallTime(value: string | undefined): WallTime | null {
  const match = value ? ISO.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

/**
 * The 'Taken on …' date of a photo in 'd MMMM yyyy at HH:mm:ss' (month names and the word 'at' per locale), or
 * null when the photo has no date or one in January 1970 (a camera without a clock).
 */
export function takenOnText(
  dateTaken: string | undefined,
  locale: string,
  join: (parts: { date: string; time: string }) => string,
): string | null {
  const wall = parseWallTime(dateTaken);
  if (!wall || (wall.year === 1970 && wall.month === 1)) return null;
  const instant = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const date = dayFormat(locale).format(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return join({ date, time: `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` });
}

/** One formatter per locale: building an Intl.DateTimeFormat costs far more than using one (every tile needs it). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format;
}
