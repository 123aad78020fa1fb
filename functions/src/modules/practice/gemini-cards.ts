/**
 * Note cards in production (issue 32, docs/practice-cards.md): Gemini writes them per note page
 * with a JSON response schema `{cards: [{front, back, noteId, page, quote}]}`, and a grounding gate
 * keeps a card only when its cited page supports its back (note-cards.ts `supportsBack`) and its
 * `quote` is on that page, counting what it drops. The emulator's Gemini stub
 * (tools/src/dev-services/gemini-stub.mjs) answers the same schema from the page it is sent.
 */
import {
  GoogleGenerativeAI,
  GoogleGenerativeAIAbortError,
  SchemaType,
  type ResponseSchema,
} from '@google/generative-ai';
import {
  GEMINI_MODEL,
  GeminiTimeoutError,
  GeminiUnavailableError,
  type GeminiConfig,
} from '../../integrations/gemini.js';
import { supportsBack, type NoteCardDraft, type NotePage } from './note-cards.js';
import { normaliseText } from './note-text.js';

/** Cards asked of one page, at most (as the local rules' NOTE_CARDS_PER_PAGE). */
export const GEMINI_CARDS_PER_PAGE = 4;
/** Pages asked at once: bounds the deck build's load on the quota. */
const CONCURRENCY = 4;
/** A card's longest front and back, chars; longer ones are not flashcards and are dropped. */
const FRONT_MAX = 120;
const BACK_MAX = 500;

/** The response schema: what Gemini must answer for a page. */
export const NOTE_CARDS_SCHEMA: ResponseSchema = {
  type: SchemaType.OBJECT,
  properties: {
    cards: {
      type: SchemaType.ARRAY,
      items: {
        type: SchemaType.OBJECT,
        properties: {
          front: { type: SchemaType.STRING },
          back: { type: SchemaType.STRING },
          noteId: { type: SchemaType.STRING },
          page: { type: SchemaType.INTEGER },
          quote: { type: SchemaType.STRING },
        },
        required: ['front', 'back', 'noteId', 'page', 'quote'],
      },
    },
  },
  required: ['cards'],
};

/** What the card builder needs of Gemini: one JSON answer to a prompt under a schema. */
export interface CardsModel {
  /** The model's JSON text ('' when it answered nothing). */
  generateJson(systemInstruction: string, prompt: string, schema: ResponseSchema): Promise<string>;
}

export const CARDS_INSTRUCTION = [
  'You write revision flashcards for university students from ONE page of their course notes.',
  `Write at most ${GEMINI_CARDS_PER_PAGE} cards, each about a key term or idea the page explains.`,
  'front: a short prompt a student can answer ("What is a deadlock?", "Types of scheduling',
  'algorithms") or the term itself; never a page header, footer, page number or formula.',
  'back: the explanation, in at most 2 sentences (under 400 characters), using only what the',
  'page says. quote: the exact sentence of the page the back comes from, copied verbatim.',
  'noteId and page: copy them from the page block. Write no card when the page explains nothing',
  '(a syllabus, contents, a title slide).',
].join('\n');

/** The prompt for one page; the markers let the emulator's stub find the page. */
export function cardsPrompt(page: NotePage): string {
  return [
    `<<NOTE PAGE noteId=${page.noteId} page=${page.page}>>`,
    page.text.slice(0, 12_000),
    '<<END NOTE PAGE>>',
  ].join('\n');
}

export interface GeneratedCards {
  /** Kept cards, in page order, each cited to the page it was asked from. */
  cards: NoteCardDraft[];
  /** Cards the grounding gate dropped (back not supported, quote not on the page, wrong page). */
  dropped: number;
  /** Pages whose request failed or whose answer was not the schema's JSON (no cards from them). */
  failedPages: number;
}

/** Text as the quote check compares it: normalised (note-text.ts), lower case, no hyphens or spaces. */
function squeezed(text: string): string {
  return normaliseText(text)
    .toLowerCase()
    .replace(/[-\s]+/g, '');
}

/**
 * Cards for note pages by Gemini, through the grounding gate. Listing pages are not asked. A
 * card is kept when its front and back are non-empty and short, it cites the page it was asked
 * from, its `quote` occurs in that page (modulo whitespace, hyphenation and case) and
 * `supportsBack(back, page.text)`; otherwise it is counted in `dropped`. A failed request or an
 * answer that is not the schema's JSON counts in `failedPages` and the build goes on.
 * @param pages one subject's note pages
 * @param gemini the model (geminiCardsModel in production, a fake in tests)
 */
export async function generateNoteCards(
  pages: NotePage[],
  gemini: CardsModel,
): Promise<GeneratedCards> {
  const asked = pages.filter((p) => !p.listing);
  const perPage = new Array<NoteCardDraft[]>(asked.length);
  let dropped = 0;
  let failedPages = 0;
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < asked.length; i = next++) {
      const page = asked[i]!;
      let answer: unknown;
      try {
        answer = JSON.parse(
          await gemini.generateJson(CARDS_INSTRUCTION, cardsPrompt(page), NOTE_CARDS_SCHEMA),
        );
      } catch {
        failedPages++;
        perPage[i] = [];
        continue;
      }
      const raw = (answer as { cards?: unknown }).cards;
      if (!Array.isArray(raw)) {
        failedPages++;
        perPage[i] = [];
        continue;
      }
      const kept: NoteCardDraft[] = [];
      for (const card of raw.slice(0, GEMINI_CARDS_PER_PAGE)) {
        const grounded = groundedCard(card, page);
        if (grounded) kept.push(grounded);
        else dropped++;
      }
      dropped += Math.max(0, raw.length - GEMINI_CARDS_PER_PAGE);
      perPage[i] = kept;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, asked.length) }, worker));
  return { cards: perPage.flat(), dropped, failedPages };
}

/** The card as a draft when it passes the gate, else null. */
function groundedCard(card: unknown, page: NotePage): NoteCardDraft | null {
  const c = card as Partial<Record<'front' | 'back' | 'noteId' | 'quote', unknown>> & {
    page?: unknown;
  };
  if (typeof c.front !== 'string' || typeof c.back !== 'string' || typeof c.quote !== 'string') {
    return null;
  }
  const front = c.front.replace(/\s+/g, ' ').trim();
  const back = c.back.replace(/\s+/g, ' ').trim();
  const quote = c.quote.replace(/\s+/g, ' ').trim();
  if (!front || !back || front.length > FRONT_MAX || back.length > BACK_MAX) return null;
  if (c.noteId !== page.noteId || c.page !== page.page) return null;
  if (squeezed(quote).length < 20 || !squeezed(page.text).includes(squeezed(quote))) return null;
  if (!supportsBack(back, page.text)) return null;
  return { front, back, noteId: page.noteId, page: page.page, unit: page.unit, quote };
}

/**
 * The production model: `gemini-2.5-flash` (integrations/gemini.ts) answering JSON under the
 * schema, through the emulator's stub when `config.baseUrl` is set.
 * @throws GeminiTimeoutError after `config.timeoutMs`; GeminiUnavailableError for other failures
 */
export function geminiCardsModel(config: GeminiConfig): CardsModel {
  return {
    async generateJson(systemInstruction, prompt, schema) {
      const model = new GoogleGenerativeAI(config.apiKey).getGenerativeModel(
        {
          model: GEMINI_MODEL,
          systemInstruction,
          generationConfig: { responseMimeType: 'application/json', responseSchema: schema },
        },
        { baseUrl: config.baseUrl, timeout: config.timeoutMs },
      );
      try {
        const result = await model.generateContent(prompt);
        return result.response.text().trim();
      } catch (err) {
        if (err instanceof GoogleGenerativeAIAbortError || (err as Error).name === 'AbortError') {
          throw new GeminiTimeoutError(err);
        }
        throw new GeminiUnavailableError(err);
      }
    },
  };
}
