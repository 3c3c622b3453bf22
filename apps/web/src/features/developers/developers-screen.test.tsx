import {
  type ApiKey,
  apiKeyCreatedReply,
  apiKeysReply,
  apiSettingsReply,
  developerMessages,
  webhooksReply,
} from '@owo/contract/developers';
import type { User } from '@owo/contract/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '#lib/session/get-profile';
import { refusal, reply } from '#test/replies';
import { DevelopersScreen } from './developers-screen';

const SECRET = `owo_test_${'k'.repeat(43)}`;
const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Shop server',
  scopes: ['read', 'collect'],
  mode: 'test',
  prefix: 'owo_test_kkkk',
  created_at: '2026-11-26T08:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

function stubApi() {
  let keys: ApiKey[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    if (path === '/business/api-keys' && init.method === 'POST') {
      keys = [key({ name: JSON.parse(String(init.body)).name })];
      return reply(apiKeyCreatedReply, { ...keys[0]!, key: SECRET });
    }
    if (path === '/business/api-keys') return reply(apiKeysReply, { keys });
    if (path === '/business/webhooks') return reply(webhooksReply, { endpoints: [] });
    if (path === '/business/api-settings') return reply(apiSettingsReply, { auto_approve_limit: null });
    return refusal({ status: false, message: `no stub for ${url}` }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAs(type: User['type']) {
  const client = new QueryClient();
  client.setQueryData(profileQueryKey, { type } as User);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/developers']}>
        <DevelopersScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the Developers screen', () => {
  it('shows a new key once, with a copy button, and never again', async () => {
    const fetch = stubApi();
    renderAs('business');
    await screen.findByText('No keys yet.');
    await userEvent.type(screen.getByLabelText('Key name'), 'Shop server');
    await userEvent.click(screen.getByRole('checkbox', { name: /^collect/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(screen.getByText(developerMessages.keyCreated)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy your new api key' })).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([, i]) => i.method === 'POST')!;
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Shop server', scopes: ['read', 'collect'] });
    await userEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(await screen.findByText('owo_test_kkkk…')).toBeTruthy();
  });

  it('asks for a name and a scope before sending anything', async () => {
    const fetch = stubApi();
    renderAs('business');
    await screen.findByText('No keys yet.');
    await userEvent.click(screen.getByRole('checkbox', { name: /^read/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(developerMessages.keyName)).toBeTruthy();
    expect(screen.getByText(developerMessages.scopes)).toBeTruthy();
    expect(fetch.mock.calls.some(([, i]) => i.method === 'POST')).toBe(false);
  });

  it('is for business accounts only', async () => {
    const fetch = stubApi();
    renderAs('personal');
    expect(screen.getByText(developerMessages.businessOnly)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create an API key' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
