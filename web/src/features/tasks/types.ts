// The API's task shape (docs/architecture.md §2), owned by the backend's shared contract.
export type { TaskDto as Task } from '@notesea/contract/tasks';
