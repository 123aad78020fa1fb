import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSemesters } from '../api/get-semesters';
import { subjectsQueryOptions } from '../api/get-subjects';
import './subject-picker.css';

type SubjectPickerProps = {
  /** The chosen subject's id; '' or undefined for none. */
  value?: string;
  onChange: (subjectId: string | undefined) => void;
  /** Prefix for the select ids, when two pickers share a page. */
  idPrefix?: string;
  /** Visible heading of the pair, e.g. 'Answer from'. */
  legend: string;
};

/**
 * Semester, then subject: two selects, the second filled once a semester is chosen. "All" in
 * either means no subject. Loading and failures show in the selects themselves, so the picker
 * never pushes the layout around.
 */
export function SubjectPicker({
  value,
  onChange,
  idPrefix = 'subject-picker',
  legend,
}: SubjectPickerProps) {
  const [semesterId, setSemesterId] = useState('');
  const semesters = useSemesters();
  const subjects = useQuery({ ...subjectsQueryOptions(semesterId), enabled: Boolean(semesterId) });

  const semesterNote = semesters.isPending
    ? 'Loading…'
    : semesters.isError
      ? 'Could not load'
      : 'All';
  const subjectNote = !semesterId
    ? 'All'
    : subjects.isPending
      ? 'Loading…'
      : subjects.isError
        ? 'Could not load'
        : 'All';

  return (
    <fieldset className="subject-picker">
      <legend className="subject-picker__legend">{legend}</legend>
      <div className="subject-picker__field">
        <label htmlFor={`${idPrefix}-semester`}>Semester</label>
        <select
          id={`${idPrefix}-semester`}
          className="input"
          value={semesterId}
          onChange={(event) => {
            setSemesterId(event.target.value);
            onChange(undefined);
          }}
        >
          <option value="">{semesterNote}</option>
          {semesters.data?.map((semester) => (
            <option key={semester._id} value={semester._id}>
              {semester.title}
            </option>
          ))}
        </select>
      </div>
      <div className="subject-picker__field">
        <label htmlFor={`${idPrefix}-subject`}>Subject</label>
        <select
          id={`${idPrefix}-subject`}
          className="input"
          value={value ?? ''}
          disabled={!semesterId || !subjects.data}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value="">{subjectNote}</option>
          {subjects.data?.map((subject) => (
            <option key={subject._id} value={subject._id}>
              {subject.title}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
