import { ChatbotPanel } from '@/features/chatbot/components/chatbot-panel';

export default function ChatbotPage() {
  return (
    <>
      <title>Assignment Partner · NoteSea</title>
      <header className="page-header">
        <h1>Assignment Partner</h1>
        <p className="subtitle">
          Stuck on an assignment? Ask for an explanation, an outline or feedback on your code. It
          helps you do the work; it will not write graded work for you.
        </p>
      </header>
      <ChatbotPanel />
    </>
  );
}
