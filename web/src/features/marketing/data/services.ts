import { paths } from '@/config/paths';

/** What NoteSea offers, shown as cards on the dashboard and on /project-services. */
export const SERVICES = [
  {
    title: 'Semester-wise notes',
    description:
      'Free unit-wise PDF notes for CSE and AI & Data Science, following the RTU syllabus.',
    to: paths.myPdf.getHref(),
    action: 'See your PDFs',
  },
  {
    title: 'Ready-made projects',
    description:
      'Easy, medium and advanced projects with source code, report and PPT, at student or business prices.',
    to: paths.projectServices.getHref(),
    action: 'Explore project services',
  },
  {
    title: 'Assignment Partner',
    description:
      'An AI study helper that explains topics, outlines assignments and reviews your code.',
    to: paths.chatbot.getHref(),
    action: 'Ask a question',
  },
  {
    title: 'Task planner',
    description: 'Keep assignments, lab records and revision on one list and tick them off.',
    to: paths.tasks.getHref(),
    action: 'Open My Tasks',
  },
  {
    title: 'Student chat room',
    description: 'One room for NoteSea students to ask doubts and share exam updates.',
    to: paths.chat.getHref(),
    action: 'Join the chat',
  },
  {
    title: 'Custom projects',
    description: 'Your own idea, built to your requirements and deadline, with a walkthrough.',
    to: paths.contact.getHref(),
    action: 'Tell us your idea',
  },
] as const;
