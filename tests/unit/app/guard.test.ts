import { describe, expect, it } from 'vitest';
import { guard, isOpenWhenSignedOut, normalizePath, usesPageFrame } from '../../../src/app/guard';

describe('access guard (doc 1 §2.2)', () => {
  it('sends a signed-in user from /, /login and /register to /dashboard', () => {
    for (const path of ['/', '/login', '/register', '/login/', '/register?x=1']) {
      expect(guard(path, true), path).toBe('/dashboard');
    }
  });
  it('lets a signed-in user open every other path (unknown ones go to /not-found in the router)', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/tv',
      '/picking/12',
      '/survey/NPS-OPEN/9',
      '/not-found',
      '/nope',
    ]) {
      expect(guard(path, true), path).toBeNull();
    }
  });
  it('lets a signed-out visitor open only /login, /register and paths beginning with /survey', () => {
    for (const path of ['/login', '/register', '/survey/NPS-OPEN/8', '/survey', '/login/']) {
      expect(guard(path, false), path).toBeNull();
    }
  });
  it('sends a signed-out visitor anywhere else to /login', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/dashboard/tv',
      '/users',
      '/picking/1',
      '/not-found',
      '/access-denied',
      '/x',
    ]) {
      expect(guard(path, false), path).toBe('/login');
    }
  });
  it('normalises trailing slashes, query and hash', () => {
    expect(normalizePath('/users/')).toBe('/users');
    expect(normalizePath('/users?page=2#top')).toBe('/users');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(isOpenWhenSignedOut('/survey/a/1?x')).toBe(true);
  });
});

describe('page frame (doc 1 §2.2)', () => {
  it('frames signed-in pages', () => {
    for (const path of ['/dashboard', '/users', '/picking/4', '/orders/new'])
      expect(usesPageFrame(path), path).toBe(true);
  });
  it('shows paths under /dashboard/, the public and the error pages without the frame', () => {
    for (const path of [
      '/dashboard/tv',
      '/login',
      '/register',
      '/survey/A/3',
      '/not-found',
      '/access-denied',
    ]) {
      expect(usesPageFrame(path), path).toBe(false);
    }
  });
});
