import { useRef } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { useTasks } from '../api/get-tasks';
import { AddTaskForm } from './add-task-form';
import { TaskItem } from './task-item';
import './tasks.css';

/** docs/product.md §2 /tasks: add, tick off, edit inline then Save, delete. */
export function TaskManager() {
  const tasks = useTasks();
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="task-manager">
      <AddTaskForm />
      <section aria-labelledby="task-list-title">
        <h2 id="task-list-title" ref={heading} tabIndex={-1}>
          Your tasks
        </h2>
        {tasks.isPending ? (
          <Spinner label="Loading your tasks…" />
        ) : tasks.isError ? (
          <QueryError query={tasks} fallback="Could not load your tasks." />
        ) : tasks.data.length === 0 ? (
          <EmptyState message="No tasks added yet." />
        ) : (
          <>
            <p className="subtitle">
              {tasks.data.filter((task) => task.completed).length} of {tasks.data.length} completed
            </p>
            <ul className="task-list" aria-labelledby="task-list-title">
              {tasks.data.map((task) => (
                <TaskItem key={task._id} task={task} onDeleted={() => heading.current?.focus()} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
