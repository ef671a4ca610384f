/** The message the player site posts to the back office's preview frame when it listens, and the draft it is sent. */
export const BRAND_PREVIEW_READY = 'wl:brand-preview-ready';
export const BRAND_PREVIEW_THEME = 'wl:brand-preview-theme';
