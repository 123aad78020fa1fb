import { beforeEach, describe, expect, it, vi } from 'vitest';

const gemini = vi.hoisted(() => ({
  geminiConfig: vi.fn(),
  generateReply: vi.fn(),
}));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../integrations/gemini.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../integrations/gemini.js')>()),
  geminiConfig: gemini.geminiConfig,
  generateReply: gemini.generateReply,
}));

const { GeminiTimeoutError, GeminiUnavailableError } = await import('../../integrations/gemini.js');
const { askAssignmentPartner, recentHistory, SYSTEM_INSTRUCTION } = await import('./service.js');

const CONFIG = { apiKey: 'k', timeoutMs: 20_000 };

beforeEach(() => {
  vi.clearAllMocks();
  gemini.geminiConfig.mockReturnValue(CONFIG);
});

describe('recentHistory', () => {
  it('keeps the last 10 turns, each cut to 2000 characters', () => {
    const history = Array.from({ length: 13 }, (_, i) => ({
      role: i % 2 ? ('model' as const) : ('user' as const),
      text: `${i}:${'x'.repeat(2500)}`,
    }));
    const recent = recentHistory(history);
    expect(recent).toHaveLength(10);
    expect(recent[0]!.text.startsWith('3:')).toBe(true);
    expect(recent.every((turn) => turn.text.length === 2000)).toBe(true);
    expect(recentHistory(undefined)).toEqual([]);
  });
});

describe('askAssignmentPartner', () => {
  it('asks Gemini as an assignment helper with the bounded history', async () => {
    gemini.generateReply.mockResolvedValue('Start with the definition.');
    const history = [{ role: 'user' as const, text: 'hi' }];
    await expect(askAssignmentPartner('Explain paging', history)).resolves.toBe(
      'Start with the definition.',
    );
    expect(gemini.generateReply).toHaveBeenCalledWith(CONFIG, {
      systemInstruction: SYSTEM_INSTRUCTION,
      history,
      message: 'Explain paging',
    });
    expect(SYSTEM_INSTRUCTION).toMatch(/engineering students/);
    expect(SYSTEM_INSTRUCTION).toMatch(/Do not write graded work wholesale/);
  });

  it('without an API key → 503, Gemini not called', async () => {
    gemini.geminiConfig.mockReturnValue(undefined);
    await expect(askAssignmentPartner('q', undefined)).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
      message: 'The Assignment Partner is not available right now. Please try again later.',
    });
    expect(gemini.generateReply).not.toHaveBeenCalled();
  });

  it('a timeout → 504', async () => {
    gemini.generateReply.mockRejectedValue(new GeminiTimeoutError(new Error('aborted')));
    await expect(askAssignmentPartner('q', undefined)).rejects.toMatchObject({
      status: 504,
      code: 'timeout',
      message: 'The Assignment Partner took too long to answer. Please try again.',
    });
  });

  it('any other failure → 503', async () => {
    gemini.generateReply.mockRejectedValue(new GeminiUnavailableError(new Error('500')));
    await expect(askAssignmentPartner('q', undefined)).rejects.toMatchObject({
      status: 503,
      message: 'The Assignment Partner could not answer right now. Please try again.',
    });
  });
});
