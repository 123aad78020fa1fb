import { CHATBOT_MESSAGE_MAX } from '@notesea/contract/partner-rules';
import type { TopicQuestion } from '../types';

/** "Q3b" whether the paper numbered it "3b", "Q3b" or "Q. 3b". */
export function questionLabel(number: string): string {
  return `Q${number.replace(/^q\.?\s*/i, '')}`;
}

/**
 * What "Explain" asks the Assignment Partner: the question as the paper put it, with its year
 * and number so the answer (and the stored conversation) says which one it was. Cut to the
 * chatbot's limit, which the server would otherwise refuse outright.
 */
export function explainPrompt(question: TopicQuestion): string {
  const prompt = `Explain how to answer this exam question (${question.year} paper, ${questionLabel(
    question.number,
  )}): ${question.text}`;
  return prompt.length > CHATBOT_MESSAGE_MAX ? prompt.slice(0, CHATBOT_MESSAGE_MAX) : prompt;
}
