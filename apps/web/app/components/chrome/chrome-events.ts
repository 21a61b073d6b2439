/** Window event: the bottom bar was added or removed without a page load (client-side navigation). */
export const BOTTOM_BAR_CHANGE_EVENT = 'vz-bottom-bar-change';
