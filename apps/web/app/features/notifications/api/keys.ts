/** The notifications' query keys; `business` narrows the list to one business (null: all of the user's). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (business: string | null) => [...notificationKeys.all, 'list', business ?? ''] as const,
};
