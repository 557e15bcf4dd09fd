import { create } from 'zustand';

/**
 * Unread notifications for the header bell. No notifications API exists yet: the count stays 0
 * until a later issue feeds it (setUnreadCount) from the server.
 */
interface NotificationsState {
  unreadCount: number;
  setUnreadCount(count: number): void;
}

export const useNotificationsStore = create<NotificationsState>()((set) => ({
  unreadCount: 0,
  setUnreadCount: (count) => set({ unreadCount: Math.max(0, Math.floor(count)) }),
}));
