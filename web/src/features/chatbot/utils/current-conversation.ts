// The conversation the student is in, so /chatbot and the dashboard's floating window (and a
// reload) continue the same one. Only an id: the messages stay on the server.
const KEY = 'notesea.chatbot.conversation';

// Storage can throw (disabled cookies, some private modes): then nothing is remembered.
export function getCurrentConversationId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setCurrentConversationId(id: string | null): void {
  try {
    if (id) localStorage.setItem(KEY, id);
    else localStorage.removeItem(KEY);
  } catch {
    // Not remembered; the conversation itself is still stored on the server.
  }
}
