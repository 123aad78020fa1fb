export type { NotificationDto as Notification } from '@shared/notifications';
