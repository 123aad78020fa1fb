// The API's task shape (DESIGN §2), owned by the backend's shared contract.
export type { TaskDto as Task } from '@notesea/contract/tasks';
