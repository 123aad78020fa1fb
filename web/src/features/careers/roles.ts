/** Openings shown on /careers; the form's Position list offers the same titles. */
export const OPEN_ROLES = [
  {
    title: 'Notes Contributor (CSE / AIDS)',
    kind: 'Part-time · Remote',
    summary:
      'Write and review unit-wise notes that follow the RTU syllabus, for subjects you have already cleared with good marks.',
  },
  {
    title: 'Frontend Developer Intern',
    kind: 'Internship · Remote',
    summary:
      'Build accessible, fast screens in React and TypeScript for thousands of students on low-end phones.',
  },
  {
    title: 'Backend Developer Intern',
    kind: 'Internship · Remote',
    summary:
      'Work on our Node.js and Firebase API: notes catalogue, project orders, payments and the study chatbot.',
  },
  {
    title: 'UI/UX Design Intern',
    kind: 'Internship · Remote',
    summary:
      'Design simple flows for notes, tasks and project booking, and test them with real students.',
  },
  {
    title: 'Content Writer (Blogs)',
    kind: 'Part-time · Remote',
    summary:
      'Write exam strategies, placement guides and study tips in clear English for engineering students.',
  },
  {
    title: 'Campus Ambassador',
    kind: 'Part-time · Your college',
    summary:
      'Introduce NoteSea to your classmates, collect feedback on notes and help us reach more colleges.',
  },
] as const;

export const POSITIONS: readonly string[] = [...OPEN_ROLES.map((role) => role.title), 'Other'];
