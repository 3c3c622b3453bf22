import {
  type ApiKey,
  apiKeyCreatedReply,
  apiKeysReply,
  apiSettingsReply,
  developerMessages,
  type WebhookEndpoint,
  webhookCreatedReply,
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

const HOOK_SECRET = `whsec_${'s'.repeat(43)}`;
const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: '66666666-6666-4666-8666-666666666666',
  url: 'https://shop.example/owo/webhooks',
  events: ['payment_link.paid'],
  status: 'active',
  disabled_at: null,
  disabled_reason: null,
  created_at: '2026-11-26T08:00:00.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

function stubApi(endpoints: WebhookEndpoint[] = []) {
  let keys: ApiKey[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    if (path === '/business/api-keys' && init.method === 'POST') {
      keys = [key({ name: JSON.parse(String(init.body)).name })];
      return reply(apiKeyCreatedReply, { ...keys[0]!, key: SECRET });
    }
    if (path === '/business/api-keys') return reply(apiKeysReply, { keys });
    const roll = path.match(/^\/business\/webhooks\/([^/]+)\/rotate-secret$/);
    if (roll && init.method === 'POST') {
      const rolled = endpoint({ id: roll[1]!, status: 'active', disabled_at: null, disabled_reason: null });
      endpoints = endpoints.map((e) => (e.id === rolled.id ? rolled : e));
      return reply(webhookCreatedReply, { ...rolled, secret: HOOK_SECRET });
    }
    if (path === '/business/webhooks') return reply(webhooksReply, { endpoints });
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

  it('rolls an endpoint’s signing secret after a warning, and shows the new one once', async () => {
    const fetch = stubApi([endpoint()]);
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderAs('business');
    await userEvent.click(await screen.findByRole('button', { name: 'Roll secret' }));
    expect(confirm).toHaveBeenCalledWith(developerMessages.rollConfirm);
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/rotate-secret'))).toBe(false);
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Roll secret' }));
    expect(await screen.findByText(HOOK_SECRET)).toBeTruthy();
    expect(screen.getByText(developerMessages.secretRolled)).toBeTruthy();
    const [url, init] = fetch.mock.calls.find(([u]) => String(u).endsWith('/rotate-secret'))!;
    expect(url).toBe('/api/business/webhooks/66666666-6666-4666-8666-666666666666/rotate-secret');
    expect(init.method).toBe('POST');
    await userEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(HOOK_SECRET)).toBeNull();
  });

  it('says why an endpoint whose secret was withdrawn is off, and offers a roll instead of switching it on', async () => {
    stubApi([
      endpoint({
        status: 'disabled',
        disabled_at: '2026-11-27T08:00:00.000Z',
        disabled_reason: 'secret_withdrawn',
      }),
    ]);
    renderAs('business');
    expect(await screen.findByText(developerMessages.secretWithdrawn)).toBeTruthy();
    expect(screen.getByText('Switched off')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Switch on' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Roll secret' })).toBeTruthy();
  });

  it('is for business accounts only', async () => {
    const fetch = stubApi();
    renderAs('personal');
    expect(screen.getByText(developerMessages.businessOnly)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create an API key' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
