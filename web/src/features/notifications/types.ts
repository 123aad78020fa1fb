export type {
  NotificationDto as Notification,
  UnreadNotificationsDto as UnreadNotifications,
} from '@shared/notifications';
