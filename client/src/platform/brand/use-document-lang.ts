import { useEffect } from 'react';

/** <html lang> follows the brand locale (screen readers pick their voice from it). */
export function useDocumentLang(locale: string): void {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
