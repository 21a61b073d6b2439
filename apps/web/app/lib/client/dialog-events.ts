/** The window-level event that makes the dialog queue run (dispatched by the generic modal on close). */
export const MODAL_QUEUE_EVENT = 'modal-queue';
