import { beforeEach, describe, expect, it, vi } from 'vitest';

const gemini = vi.hoisted(() => ({
  geminiConfig: vi.fn(),
  generateReply: vi.fn(),
  streamReply: vi.fn(),
}));
const retrieval = vi.hoisted(() => ({ retrievePassages: vi.fn() }));
const store = vi.hoisted(() => ({
  appendExchange: vi.fn(),
  conversationHistory: vi.fn(),
}));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../integrations/gemini.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../integrations/gemini.js')>()),
  geminiConfig: gemini.geminiConfig,
  generateReply: gemini.generateReply,
  streamReply: gemini.streamReply,
}));
vi.mock('./retrieval.js', () => retrieval);
vi.mock('./conversations.js', () => store);

const { GeminiTimeoutError, GeminiUnavailableError } = await import('../../integrations/gemini.js');
const { askAssignmentPartner, streamAssignmentPartner, SYSTEM_INSTRUCTION } =
  await import('./service.js');

const CONFIG = { apiKey: 'k', timeoutMs: 20_000 };
const PASSAGE = {
  type: 'note' as const,
  _id: 'dsa-u2',
  title: 'Stacks and Queues',
  subjectName: 'Data Structures and Algorithms',
  unit: 2,
  page: 3,
  text: 'Operands go straight to the output; operators wait on the stack.',
};

beforeEach(() => {
  vi.clearAllMocks();
  gemini.geminiConfig.mockReturnValue(CONFIG);
  retrieval.retrievePassages.mockResolvedValue({ passages: [PASSAGE], context: '' });
});

describe('askAssignmentPartner', () => {
  it('asks Gemini with the passages numbered and returns the cited ones as sources', async () => {
    gemini.generateReply.mockResolvedValue('Operators wait on the stack [1].');
    const history = [{ role: 'user' as const, text: 'hi' }];
    const answer = await askAssignmentPartner('u1', { message: 'Infix to postfix?', history });
    expect(answer).toEqual({
      reply: 'Operators wait on the stack [1].',
      sources: [
        {
          type: 'note',
          _id: 'dsa-u2',
          title: 'Stacks and Queues',
          subjectName: 'Data Structures and Algorithms',
          unit: 2,
          page: 3,
        },
      ],
    });
    const [, input] = gemini.generateReply.mock.calls[0]!;
    expect(input.systemInstruction).toBe(SYSTEM_INSTRUCTION);
    expect(input.history).toEqual(history);
    expect(input.message).toMatch(/^Question: Infix to postfix\?/);
    expect(input.message).toContain(
      '[1] Data Structures and Algorithms — Unit 2: Stacks and Queues, page 3',
    );
    expect(store.appendExchange).not.toHaveBeenCalled();
  });

  it('an uncited reply has no sources', async () => {
    gemini.generateReply.mockResolvedValue("Your NoteSea notes don't cover this.");
    const answer = await askAssignmentPartner('u1', { message: 'Hamlet?' });
    expect(answer.sources).toEqual([]);
  });

  it('in a conversation: history from the store, exchange stored, title from the first question', async () => {
    store.conversationHistory.mockResolvedValue({ turns: [], untitled: true });
    gemini.generateReply.mockResolvedValue('See [1].');
    const answer = await askAssignmentPartner('u1', {
      message: 'Infix?',
      history: [{ role: 'user', text: 'ignored' }],
      conversationId: 'c1',
    });
    expect(answer.conversationId).toBe('c1');
    expect(gemini.generateReply.mock.calls[0]![1].history).toEqual([]);
    expect(store.appendExchange).toHaveBeenCalledWith('u1', 'c1', {
      question: 'Infix?',
      reply: 'See [1].',
      sources: [expect.objectContaining({ _id: 'dsa-u2', page: 3 })],
      titleIfEmpty: true,
    });
  });

  it('without an API key → 503, nothing retrieved or asked', async () => {
    gemini.geminiConfig.mockReturnValue(undefined);
    await expect(askAssignmentPartner('u1', { message: 'q' })).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
      message: 'The Assignment Partner is not available right now. Please try again later.',
    });
    expect(gemini.generateReply).not.toHaveBeenCalled();
    expect(retrieval.retrievePassages).not.toHaveBeenCalled();
  });

  it('a timeout → 504; any other failure → 503', async () => {
    gemini.generateReply.mockRejectedValueOnce(new GeminiTimeoutError(new Error('aborted')));
    await expect(askAssignmentPartner('u1', { message: 'q' })).rejects.toMatchObject({
      status: 504,
      code: 'timeout',
      message: 'The Assignment Partner took too long to answer. Please try again.',
    });
    gemini.generateReply.mockRejectedValueOnce(new GeminiUnavailableError(new Error('500')));
    await expect(askAssignmentPartner('u1', { message: 'q' })).rejects.toMatchObject({
      status: 503,
      message: 'The Assignment Partner could not answer right now. Please try again.',
    });
  });
});

describe('streamAssignmentPartner', () => {
  it('passes each piece on and stores nothing when the stream fails mid-way', async () => {
    store.conversationHistory.mockResolvedValue({ turns: [], untitled: true });
    const pieces: string[] = [];
    gemini.streamReply.mockImplementation(async (_c, _i, onText: (t: string) => void) => {
      onText('Operators ');
      onText('wait');
      throw new GeminiUnavailableError(new Error('cut'));
    });
    await expect(
      streamAssignmentPartner('u1', { message: 'q', conversationId: 'c1' }, (t) => pieces.push(t)),
    ).rejects.toMatchObject({ status: 503 });
    expect(pieces).toEqual(['Operators ', 'wait']);
    expect(store.appendExchange).not.toHaveBeenCalled();
  });
});
