export function logAuthError(error: unknown): void {
  console.error('Auth Error', error);
}

export function logAccessTokenError(error: unknown): void {
  console.error('AccessToken Error', error);
}
