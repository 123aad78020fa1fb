/**
 * The Assignment Partner (spec §2 /chatbot): an assignment helper for engineering students,
 * answered by Gemini (src/integrations/gemini.ts). Nothing is stored: the web app keeps the
 * conversation and sends the recent part of it with each question.
 */
import * as logger from 'firebase-functions/logger';
import { AppError, ServiceUnavailable } from '../../lib/errors.js';
import {
  geminiConfig,
  generateReply,
  GeminiTimeoutError,
  type GeminiTurn,
} from '../../integrations/gemini.js';
import {
  CHATBOT_HISTORY_TEXT_MAX,
  CHATBOT_HISTORY_TURNS,
  type ChatbotTurn,
} from '../../shared/chat.js';

export const CHATBOT_MESSAGES = {
  notConfigured: 'The Assignment Partner is not available right now. Please try again later.',
  failed: 'The Assignment Partner could not answer right now. Please try again.',
  timeout: 'The Assignment Partner took too long to answer. Please try again.',
} as const;

/**
 * What the model is told before every conversation. It helps students learn and do their own
 * work: explaining, outlining and pointing to sources, but not producing graded work to hand in.
 */
export const SYSTEM_INSTRUCTION = [
  'You are Assignment Partner, the study assistant of NoteSea, a platform for engineering ' +
    'students in India (B.Tech CSE and AI & Data Science, e.g. at Rajasthan Technical University).',
  'Help students understand and complete their assignments themselves:',
  '- explain concepts step by step, in simple English, with small examples;',
  '- break a question down and suggest an outline or structure for the answer, report or lab record;',
  '- give feedback on drafts and code the student wrote, and explain errors so they can fix them;',
  '- point to good sources to study: standard textbooks, NPTEL courses, official documentation. ' +
    'Only name sources you are confident exist, and say so when you are unsure.',
  'Do not write graded work wholesale. If asked for a complete assignment, report, essay, lab ' +
    'record or exam answer to submit as their own, say politely that you will not write it for ' +
    'them, then give an outline, the key points and guidance so they can write it. Short ' +
    'illustrative snippets and worked examples of similar problems are fine.',
  'Keep answers concise and well structured (numbered steps or short headings). If the student ' +
    'writes in Hindi or Hinglish, you may answer the same way. Stay on study topics and gently ' +
    'steer other requests back to studies. Never ask for personal information.',
].join('\n');

/**
 * The bounded conversation context passed to the model: the last `CHATBOT_HISTORY_TURNS` (10)
 * turns, each cut to `CHATBOT_HISTORY_TEXT_MAX` (2000) characters. Bounding it caps the tokens
 * (cost, latency) one request can use.
 */
export function recentHistory(history: ChatbotTurn[] = []): GeminiTurn[] {
  return history.slice(-CHATBOT_HISTORY_TURNS).map(({ role, text }) => ({
    role,
    text: text.slice(0, CHATBOT_HISTORY_TEXT_MAX),
  }));
}

/**
 * The Assignment Partner's reply to `message` ('' when the model gave none).
 * Throws 503 `notConfigured` when no Gemini API key is configured, 504 `timeout` when Gemini does
 * not answer in time, 503 `failed` for any other Gemini failure.
 */
export async function askAssignmentPartner(
  message: string,
  history: ChatbotTurn[] | undefined,
): Promise<string> {
  const config = geminiConfig();
  if (!config) throw new ServiceUnavailable(CHATBOT_MESSAGES.notConfigured);
  try {
    return await generateReply(config, {
      systemInstruction: SYSTEM_INSTRUCTION,
      history: recentHistory(history),
      message,
    });
  } catch (err) {
    // Only the error, never the student's text, goes to the log.
    logger.warn('Gemini request failed', { err: String((err as Error).cause ?? err) });
    if (err instanceof GeminiTimeoutError) {
      throw new AppError(504, 'timeout', CHATBOT_MESSAGES.timeout);
    }
    throw new ServiceUnavailable(CHATBOT_MESSAGES.failed);
  }
}
