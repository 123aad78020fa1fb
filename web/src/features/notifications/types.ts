// The notifications API's shapes, from the API's own contract.
export type {
  NotificationDto as Notification,
  UnreadNotificationsDto as UnreadNotifications,
} from '@notesea/contract/notifications';
