import { useState } from 'react';
import { ChatbotPanel } from '@/features/chatbot/components/chatbot-panel';
import { SubjectPicker } from '@/features/notes/components/subject-picker';

export default function ChatbotPage() {
  // Composed here: the chatbot feature takes a subject id, the notes feature knows the subjects.
  const [subjectId, setSubjectId] = useState<string>();

  return (
    <>
      <title>Assignment Partner · NoteSea</title>
      <header className="page-header">
        <h1>Assignment Partner</h1>
        <p className="subtitle">
          Stuck on an assignment? Ask for an explanation, an outline or feedback on your code. It
          answers from the NoteSea notes, shows the pages it used, and helps you do the work; it
          will not write graded work for you.
        </p>
      </header>
      <ChatbotPanel
        subjectId={subjectId}
        toolbar={
          <SubjectPicker
            legend="Answer from (optional)"
            idPrefix="chatbot-scope"
            value={subjectId}
            onChange={setSubjectId}
          />
        }
      />
    </>
  );
}
