import { useRef, useState, type FormEvent } from 'react';
import { TASK_TITLE_MAX } from '@notesea/contract/tasks-rules';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';
import type { Task } from '../types';

type TaskItemProps = {
  task: Task;
  /** Called after the task is gone, so the list can move focus somewhere sensible. */
  onDeleted: () => void;
};

export function TaskItem({ task, onDeleted }: TaskItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(task.title);
  const editButton = useRef<HTMLButtonElement>(null);
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();
  const inputId = `task-title-${task._id}`;

  const startEditing = () => {
    setDraft(task.title);
    updateTask.reset();
    setEditing(true);
  };

  const stopEditing = () => {
    setEditing(false);
    // The Edit button is rendered again on the next frame; give it focus back.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = draft.trim();
    // docs/product.md §5: never send a blank title; an unchanged one needs no request.
    if (!title) return;
    if (title === task.title) return stopEditing();
    updateTask.mutate({ id: task._id, change: { title } });
    stopEditing();
  };

  const toggle = () => updateTask.mutate({ id: task._id, change: { completed: !task.completed } });

  const remove = () => deleteTask.mutate(task._id, { onSuccess: onDeleted });

  const error = updateTask.error ?? deleteTask.error;

  return (
    <li className={`task${task.completed ? ' task--done' : ''}`}>
      {editing ? (
        <form className="task__edit" onSubmit={save}>
          <label className="visually-hidden" htmlFor={inputId}>
            Task title
          </label>
          <input
            id={inputId}
            className="input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && stopEditing()}
            maxLength={TASK_TITLE_MAX}
            autoComplete="off"
            // The user just asked to edit this field: taking focus is the expected result.
            autoFocus
          />
          <Button type="submit">Save</Button>
          <Button variant="secondary" onClick={stopEditing}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <label className="task__check">
            <input type="checkbox" checked={task.completed} onChange={toggle} />
            <span className="task__title">{task.title}</span>
          </label>
          <div className="task__actions">
            <button
              ref={editButton}
              type="button"
              className="btn btn--ghost"
              onClick={startEditing}
            >
              Edit<span className="visually-hidden"> {task.title}</span>
            </button>
            <Button variant="ghost" onClick={remove} disabled={deleteTask.isPending}>
              {deleteTask.isPending ? 'Deleting…' : 'Delete'}
              <span className="visually-hidden"> {task.title}</span>
            </Button>
          </div>
        </>
      )}
      {error && (
        <p className="form-alert task__error" role="alert">
          {getErrorMessage(error, 'Could not update the task. Please try again.')}
        </p>
      )}
    </li>
  );
}
