import '@/styles/content.css';
import { formatDate } from '@/utils/format';

const POSTS = [
  {
    id: 'rtu-exam-30-days',
    title: 'A 30-day plan for RTU semester exams',
    date: '2025-11-05',
    minutes: 5,
    summary:
      'Five units, six subjects, one month. Here is how to split the time so nothing is left for the last night.',
    body: [
      'Week 1: list every unit of every subject and mark each as strong, average or weak. Start with the weak units of your toughest subject while you are fresh.',
      'Weeks 2 and 3: one subject per two days. Read the unit notes once, then solve the last five years of RTU papers for those units. Add each subject to My Tasks so you can see what is left.',
      'Week 4: revision only. Go through your own short notes and formulas, attempt one full paper per subject against the clock, and sleep properly before each exam.',
    ],
  },
  {
    id: 'choosing-final-year-project',
    title: 'How to choose your final-year project',
    date: '2025-09-18',
    minutes: 4,
    summary:
      'A good major project is one you can explain in the viva. Pick for understanding, not for buzzwords.',
    body: [
      'Start from a problem you understand: attendance, hostel complaints, crop prices, exam schedules. Examiners like projects that solve something real.',
      'Match the scope to your team: a clean, working web app beats an unfinished deep-learning system. Make sure you can explain every module and every table.',
      'Keep your report honest: objectives, design, implementation, testing and limitations. If you buy a project, spend time understanding it before your reviews.',
    ],
  },
  {
    id: 'notes-that-work',
    title: 'Making notes that actually help in exams',
    date: '2025-08-02',
    minutes: 3,
    summary:
      'Short, structured notes beat long copied ones. Three habits that make the difference.',
    body: [
      'Write definitions in your own words and keep one diagram per concept; examiners reward labelled diagrams.',
      'Keep a formula and keyword sheet per unit; it becomes your revision in the last week.',
      'After each unit, try two previous-year questions without looking. Whatever you could not answer goes back into your notes.',
    ],
  },
] as const;

export default function BlogsPage() {
  return (
    <>
      <title>Blogs · NoteSea</title>
      <header className="page-header">
        <h1>Blogs</h1>
        <p className="subtitle">Exam strategies, project advice and study tips from NoteSea.</p>
      </header>

      <div className="blog-list">
        {POSTS.map((post) => (
          <article key={post.id} className="card blog-post" aria-labelledby={post.id}>
            <h2 id={post.id}>{post.title}</h2>
            <p className="subtitle">
              <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.minutes} min read
            </p>
            <p>{post.summary}</p>
            <details>
              <summary>
                Read more<span className="visually-hidden">: {post.title}</span>
              </summary>
              {post.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </details>
          </article>
        ))}
      </div>
    </>
  );
}
