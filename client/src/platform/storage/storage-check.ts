/** True when both localStorage and cookies can be written and read back (the app cannot work without them). */
export function isBrowserStorageUsable(win: Window = window): boolean {
  return isLocalStorageUsable(win) && areCookiesUsable(win.document);
}

function isLocalStorageUsable(win: Window): boolean {
  try {
    const key = '__storage_check__';
    win.localStorage.setItem(key, '1');
    const ok = win.localStorage.getItem(key) === '1';
    win.localStorage.removeItem(key);
    return ok;
  } catch {
    return false;
  }
}

function areCookiesUsable(doc: Document): boolean {
  try {
    if (doc.defaultView?.navigator.cookieEnabled === false) return false;
    const name = '__cookie_check__';
    doc.cookie = `${name}=1; Path=/; SameSite=Lax`;
    const ok = doc.cookie.split(';').some((c) => c.trim() === `${name}=1`);
    doc.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
    return ok;
  } catch {
    return false;
  }
}
