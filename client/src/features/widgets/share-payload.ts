/** The share call's query, as the spec gives it: vendorId, fromName, personalMessage, toEmailAddress (base64). */

/** Base64 of a text's UTF-8 bytes (btoa alone takes Latin-1 only: 'Zoë' would throw or garble). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export interface ShareForm {
  fromName: string;
  toEmailAddress: string;
  personalMessage: string;
}

export interface ShareQueryValues {
  vendorId: number;
  fromName: string;
  toEmailAddress: string;
  personalMessage?: string;
}

/**
 * The query of PUT /v1/widget/{code}/share: the brand's vendor (site) id, and the sender's name, the recipient's
 * address and the personal message base64-encoded (trimmed; an empty message is left out, it is optional).
 */
export function shareQuery(vendorId: number, form: ShareForm): ShareQueryValues {
  const message = form.personalMessage.trim();
  return {
    vendorId,
    fromName: base64Utf8(form.fromName.trim()),
    toEmailAddress: base64Utf8(form.toEmailAddress.trim()),
    ...(message ? { personalMessage: base64Utf8(message) } : {}),
  };
}

/** An address the share form accepts: one @, something either side, a dot in the domain, no spaces. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
