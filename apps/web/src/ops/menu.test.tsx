import { describe, expect, it } from 'vitest';
import { OPS_MENU } from './menu';
import { OPS_ROUTES } from './routes';

describe('the console pages', () => {
  it('gives every menu entry a page, and every page a menu entry', () => {
    expect(Object.keys(OPS_ROUTES).sort()).toEqual(OPS_MENU.map((m) => m.path).sort());
  });
});
