import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, onSessionEnd, readToken, saveToken } from './token-store';

afterEach(() => clearToken());

describe('the token store', () => {
  it('keeps the token in session storage only, unless remember me', () => {
    saveToken('a', false);
    expect(sessionStorage.getItem('owo.access_token')).toBe('a');
    expect(localStorage.getItem('owo.access_token')).toBeNull();
    saveToken('b', true);
    expect(localStorage.getItem('owo.access_token')).toBe('b');
  });

  it('reads session storage first, then local storage', () => {
    localStorage.setItem('owo.access_token', 'remembered');
    expect(readToken()).toBe('remembered');
    sessionStorage.setItem('owo.access_token', 'this-tab');
    expect(readToken()).toBe('this-tab');
  });

  it('clears both on sign-out', () => {
    saveToken('c', true);
    clearToken();
    expect(readToken()).toBeNull();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('tells the page when its session ends in another tab, not when one begins', () => {
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    // Another tab logs in with remember me: this tab learns of it by a storage event.
    localStorage.setItem('owo.access_token', 'first');
    window.dispatchEvent(new StorageEvent('storage', { key: 'owo.access_token' }));
    expect(ended).not.toHaveBeenCalled();
    // That tab logs out, then someone else logs in there.
    localStorage.removeItem('owo.access_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'owo.access_token' }));
    expect(ended).toHaveBeenCalledTimes(1);
    localStorage.setItem('owo.access_token', 'second');
    window.dispatchEvent(new StorageEvent('storage', { key: 'owo.access_token' }));
    expect(ended).toHaveBeenCalledTimes(1);
    // And in this tab: a sign-out here ends it too.
    clearToken();
    expect(ended).toHaveBeenCalledTimes(2);
    stop();
  });
});
