import { TaskManager } from '@/features/tasks/components/task-manager';

export default function TasksPage() {
  return (
    <>
      <title>My Tasks · NoteSea</title>
      <header className="page-header">
        <h1>My Tasks</h1>
        <p className="subtitle">
          Plan assignments, lab records and revision. Tick a task when it is done.
        </p>
      </header>
      <TaskManager />
    </>
  );
}
