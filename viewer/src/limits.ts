// What keeps the viewer quick when a megabyte is pasted: the view is drawn DEBOUNCE_MS
// after the last input event (once per paste, not once per keystroke), at most
// SHOWN_UNITS code units of an input or an attribute value are drawn, and at most
// MAX_ERRORS errors are marked and listed (the rest are counted); the page's own URL
// keeps the input only up to MAX_STATE_UNITS.

/** Milliseconds of quiet before the view is drawn again. */
export const DEBOUNCE_MS = 120;
/** Code units of an input (and of an attribute value) drawn; the rest is counted. */
export const SHOWN_UNITS = 4096;
/** Errors marked in the input and listed; the rest are counted. */
export const MAX_ERRORS = 100;
/** Code units of input (URL and base) the page's own URL keeps, for a link to share. */
export const MAX_STATE_UNITS = 32_768;
