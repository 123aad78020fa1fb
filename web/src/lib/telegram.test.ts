import { describe, expect, it, vi } from 'vitest';
import { initTelegramWebApp, type TelegramWebApp } from './telegram';

function fakeWebApp(): TelegramWebApp {
  return { ready: vi.fn(), MainButton: { setText: vi.fn(), show: vi.fn() } };
}

describe('initTelegramWebApp', () => {
  it('inside Telegram: calls ready() and shows a Confirm main button', () => {
    const webApp = fakeWebApp();

    expect(initTelegramWebApp({ Telegram: { WebApp: webApp } })).toBe(true);

    expect(webApp.ready).toHaveBeenCalledOnce();
    expect(webApp.MainButton.setText).toHaveBeenCalledWith('Confirm');
    expect(webApp.MainButton.show).toHaveBeenCalledOnce();
  });

  it('outside Telegram: does nothing and does not throw', () => {
    expect(initTelegramWebApp({})).toBe(false);
    expect(initTelegramWebApp({ Telegram: {} })).toBe(false);
    expect(initTelegramWebApp(window)).toBe(false);
  });

  it('a broken host object does not stop the app', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const webApp = fakeWebApp();
    webApp.ready = () => {
      throw new Error('boom');
    };

    expect(initTelegramWebApp({ Telegram: { WebApp: webApp } })).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
