/**
 * What the Assignment Partner sends Gemini to answer from the notes: the system instruction, the
 * student's question with the retrieved passages numbered [1]…[n], and the earlier conversation
 * bounded by tokens. Pure functions, unit-tested.
 *
 * Cost bound per question (tokens ≈ characters / 4): system instruction ≈ 450, passages ≤
 * PASSAGE_TOKEN_BUDGET, history ≤ HISTORY_TOKEN_BUDGET, question ≤ 500 (2000 characters) — so at
 * most ≈ 5,000 tokens in — and at most GEMINI_MAX_OUTPUT_TOKENS out.
 */
import type { GeminiTurn } from '../../integrations/gemini.js';
import type { ChatbotSourceDto } from '@notesea/contract/partner';

/** A page of a note or paper retrieved for a question: what a source names, plus its text. */
export interface Passage extends ChatbotSourceDto {
  text: string;
}

/** What a reply cites: the fields of `Passage` the web needs to open the reader there. */
export type Source = Omit<Passage, 'text'>;

/** Passages in the prompt, at most; more rarely add an answer and always add cost. */
export const MAX_PASSAGES = 5;
/** Tokens of passage text per question (≈ 8,000 characters). */
export const PASSAGE_TOKEN_BUDGET = 2000;
/** Tokens of earlier conversation per question (≈ 6,000 characters), newest turns kept. */
export const HISTORY_TOKEN_BUDGET = 1500;

/** The sentence the model starts with when the passages do not answer the question. */
export const NOT_COVERED = "Your NoteSea notes don't cover this.";

/**
 * The system instruction: today's rules (explain, outline, point to sources; no ghost-writing
 * graded work) plus grounding: answer from the passages when they cover the question, say so
 * when they don't, never invent a citation.
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
  "Grounding: the student's message may come with numbered passages from the NoteSea notes and " +
    'question papers. When they cover the question, answer from them and cite each fact with ' +
    'the number of its passage in square brackets, like [2]. Cite only passages you were given ' +
    'and that say what you cite; never invent a citation, a page or a note. When the passages ' +
    `do not cover the question, begin with "${NOT_COVERED}" and then help from general ` +
    'knowledge without citations.',
  'Keep answers concise and well structured (Markdown: short headings, numbered steps, code ' +
    'blocks). If the student writes in Hindi or Hinglish, you may answer the same way. Stay on ' +
    'study topics and gently steer other requests back to studies. Never ask for personal ' +
    'information.',
].join('\n');

/** Rough token count (Gemini averages about 4 characters per token for English). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * The earlier conversation to send, newest turns first until `budget` tokens are used (a turn
 * that does not fit is cut from its start, keeping its end), returned oldest first.
 * @param turns the whole conversation so far, oldest first
 * @param budget tokens (default HISTORY_TOKEN_BUDGET)
 */
export function historyWithinTokens(
  turns: GeminiTurn[],
  budget = HISTORY_TOKEN_BUDGET,
): GeminiTurn[] {
  const kept: GeminiTurn[] = [];
  let left = budget;
  for (const turn of [...turns].reverse()) {
    if (left <= 0) break;
    const cost = estimateTokens(turn.text);
    if (cost <= left) {
      kept.push(turn);
      left -= cost;
    } else {
      kept.push({ role: turn.role, text: `…${turn.text.slice(-left * 4)}` });
      left = 0;
    }
  }
  return kept.reverse();
}

/**
 * The passages that fit PASSAGE_TOKEN_BUDGET, best first (retrieval order). The budget is shared
 * out fairly: a passage shorter than its share keeps all its text and leaves the rest to the
 * longer ones (a page range over three slides gets what single short pages did not use); a
 * passage longer than what is left for it is cut there.
 */
export function passagesWithinTokens(passages: Passage[]): Passage[] {
  const chosen = passages.slice(0, MAX_PASSAGES);
  const limits = new Map<number, number>();
  let left = PASSAGE_TOKEN_BUDGET * 4;
  // Shortest first, each taking at most an equal share of what is still left.
  const byLength = chosen.map((p, i) => ({ i, length: p.text.length }));
  byLength.sort((a, b) => a.length - b.length || a.i - b.i);
  byLength.forEach(({ i, length }, k) => {
    const limit = Math.min(length, Math.floor(left / (byLength.length - k)));
    limits.set(i, limit);
    left -= limit;
  });
  return chosen.map((p, i) => {
    const limit = limits.get(i) ?? 0;
    return { ...p, text: p.text.length > limit ? `${p.text.slice(0, limit)}…` : p.text };
  });
}

/**
 * 'DBMS — Unit 3: Normalization, page 4', 'CN — Unit 3: Network Layer, pages 14–16' (a passage
 * over consecutive pages) / 'DBMS — May 2024 paper, page 1'.
 */
export function passageLabel(p: Source): string {
  const what =
    p.type === 'pyq'
      ? `${p.title} question paper`
      : p.unit
        ? `Unit ${p.unit}: ${p.title}`
        : p.title;
  const pages = p.pageEnd && p.pageEnd > p.page ? `pages ${p.page}–${p.pageEnd}` : `page ${p.page}`;
  return `${p.subjectName} — ${what}, ${pages}`;
}

/**
 * The user turn sent to Gemini: the question, then the passages between markers that the local
 * stub also parses (tools/src/dev-services/gemini-stub.mjs). When retrieval found nothing the
 * block says so, so the model answers that the notes don't cover the question.
 * @param context e.g. 'The student is reading DBMS — Unit 3, page 4.' (reader scope), or ''
 */
export function groundedMessage(question: string, passages: Passage[], context = ''): string {
  const blocks = passages.map((p, i) => `[${i + 1}] ${passageLabel(p)}\n${p.text}`);
  return [
    `Question: ${question}`,
    '',
    ...(context ? [context, ''] : []),
    passages.length
      ? 'Passages from the NoteSea notes (cite as [n]):'
      : 'Passages from the NoteSea notes: none matched this question.',
    '<<PASSAGES>>',
    ...(blocks.length ? [blocks.join('\n\n')] : []),
    '<<END PASSAGES>>',
  ].join('\n');
}

/**
 * The passages a reply cites, in the order first cited; numbers outside 1..n (an invented
 * citation) are ignored.
 */
export function citedSources(reply: string, passages: Passage[]): Source[] {
  const sources: Source[] = [];
  const seen = new Set<number>();
  for (const match of reply.matchAll(/\[(\d{1,2})\]/g)) {
    const n = Number(match[1]);
    const passage = passages[n - 1];
    if (!passage || seen.has(n)) continue;
    seen.add(n);
    const { text: _text, ...source } = passage;
    sources.push(source);
  }
  return sources;
}
