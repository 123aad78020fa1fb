import { describe, expect, it } from 'vitest';
import { buildPartnerStream, partnerStreamUrl } from './partner-stream';

const at = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, port: url.port, origin: url.origin };
};

describe('buildPartnerStream', () => {
  it('derives the function URL from a real project id', () => {
    expect(buildPartnerStream({ VITE_FIREBASE_PROJECT_ID: 'notesea-prod' })).toBe(
      'https://asia-south1-notesea-prod.cloudfunctions.net/api/chatbot/stream',
    );
  });

  it('prefers the one override variable', () => {
    expect(
      buildPartnerStream({
        VITE_FIREBASE_PROJECT_ID: 'notesea-prod',
        VITE_PARTNER_STREAM_URL: 'https://stream.notesea.in/api/chatbot/stream',
      }),
    ).toBe('https://stream.notesea.in/api/chatbot/stream');
  });

  it('gives a local build the emulator path', () => {
    expect(buildPartnerStream({})).toBe('/demo-notesea/asia-south1/api/chatbot/stream');
    expect(buildPartnerStream({ VITE_FIREBASE_PROJECT_ID: 'demo-other' })).toBe(
      '/demo-other/asia-south1/api/chatbot/stream',
    );
  });
});

describe('partnerStreamUrl', () => {
  const local = '/demo-notesea/asia-south1/api/chatbot/stream';
  const production = 'https://asia-south1-notesea-prod.cloudfunctions.net/api/chatbot/stream';

  it('uses a production build’s URL wherever the page is', () => {
    expect(partnerStreamUrl(production, '/api', at('https://notesea-prod.web.app/chatbot'))).toBe(
      production,
    );
  });

  it('streams from the functions emulator, one port above the Hosting emulator', () => {
    expect(partnerStreamUrl(local, '/api', at('http://127.0.0.1:5000/chatbot'))).toBe(
      'http://127.0.0.1:5001/demo-notesea/asia-south1/api/chatbot/stream',
    );
    expect(partnerStreamUrl(local, '/api', at('http://localhost:7000/chatbot'))).toBe(
      'http://localhost:7001/demo-notesea/asia-south1/api/chatbot/stream',
    );
  });

  it('keeps the original contract elsewhere: /api on the page’s origin, or VITE_API_URL', () => {
    expect(partnerStreamUrl(local, '/api', at('http://localhost:5173/chatbot'))).toBe(
      'http://localhost:5173/api/chatbot/stream',
    );
    expect(partnerStreamUrl(local, '/api', at('https://preview.example/chatbot'))).toBe(
      'https://preview.example/api/chatbot/stream',
    );
    expect(
      partnerStreamUrl(local, 'http://localhost:5000/api/', at('http://localhost:5000/chatbot')),
    ).toBe('http://localhost:5000/api/chatbot/stream');
  });
});
