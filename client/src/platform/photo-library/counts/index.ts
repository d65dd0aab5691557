/** How many photos and albums the library holds (public entry: the home page reads it too). */
export { libraryCountsKey, useLibraryCounts } from './get-library-counts';
