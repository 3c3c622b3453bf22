import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, readToken, saveToken } from './token-store';

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
});
