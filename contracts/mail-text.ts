/**
 * What a mail sent in the brand's name may carry from a user (issue 57.2). A name or subject is a header: no
 * control character at all (CR and LF would start a new header or split the subject), no Unicode line or
 * paragraph separator, and no bidirectional embedding, override or isolate (`invoice‮gpj.exe` would read as
 * another text). A message body may break lines (LF, CR), nothing else of the kind.
 */
// \p{Cc}: the C0 controls, DEL and the C1 controls (U+0000–U+001F, U+007F–U+009F).
const UNSAFE_IN_HEADER = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const UNSAFE_IN_BODY = /(?![\n\r])[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** A sender name, subject or address that can go in a mail header as it is. */
export function isSafeHeaderText(text: string): boolean {
  return !UNSAFE_IN_HEADER.test(text);
}

/** A message body without control or bidi formatting characters (line breaks allowed). */
export function isSafeBodyText(text: string): boolean {
  return !UNSAFE_IN_BODY.test(text);
}

/** The UTF-8 text of a base64 value, or null when it is not base64 of valid UTF-8. */
export function decodeBase64Utf8(value: string): string | null {
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
