/** Who may read or act on a notification: only the user it was sent to. */
export const isOwnNotification = (viewerId: string | null, msg: { user_id: string }): boolean => !!viewerId && msg.user_id === viewerId;
