import { useState, type FormEvent } from 'react';
import { TASK_TITLE_MAX } from '@notesea/contract/tasks-rules';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateTask } from '../api/create-task';

export function AddTaskForm() {
  const [title, setTitle] = useState('');
  const createTask = useCreateTask();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = title.trim();
    // docs/product.md §5: a blank title is never sent.
    if (!trimmed || createTask.isPending) return;
    createTask.mutate(trimmed, { onSuccess: () => setTitle('') });
  };

  return (
    <form className="task-form" onSubmit={submit} aria-label="Add a task">
      <label htmlFor="new-task-title">New task</label>
      <div className="task-form__row">
        <input
          id="new-task-title"
          className="input"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={TASK_TITLE_MAX}
          placeholder="e.g. Revise DBMS Unit 2"
          autoComplete="off"
        />
        <Button type="submit" disabled={createTask.isPending}>
          {createTask.isPending ? 'Adding…' : 'Add Task'}
        </Button>
      </div>
      {createTask.isError && (
        <p className="form-alert" role="alert">
          {getErrorMessage(createTask.error, 'Could not add the task. Please try again.')}
        </p>
      )}
    </form>
  );
}
