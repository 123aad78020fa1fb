import { ChatRoom } from '@/features/chat/components/chat-room';

export default function ChatPage() {
  return (
    <>
      <title>Chat room · NoteSea</title>
      <header className="page-header">
        <h1>Chat room</h1>
        <p className="subtitle">
          One room for every NoteSea student: ask doubts, share exam updates, help a junior. Be
          kind.
        </p>
      </header>
      <ChatRoom />
    </>
  );
}
