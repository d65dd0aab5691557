/**
 * Set by the app when My photos' grid keeps its first row's place on this device (decision 392), and sent only
 * with requests for My photos' page (its path, `paths.photos`): the gateway then serves the page whose app the
 * boot script starts once it has painted that row (decision 393). It says nothing but that; no one's data is in it.
 */
export const FIRST_ROW_COOKIE = 'first-row';
