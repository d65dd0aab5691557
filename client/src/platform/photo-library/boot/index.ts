/** My photos' first row kept for the next load and handed over from the boot script (public entry). */
export { dropBootFirstRow, firstRowShown } from './first-row-hand-over';
export { rememberedGridWidth, rememberGridFirstRow } from './grid-first-row';
