import { describe, expect, it } from 'vitest';
import { guard, isOpenWhenSignedOut, normalizePath, usesPageFrame } from '../../../src/domain/access-guard';

describe('access guard (doc 1 §2.2)', () => {
  it('sends a signed-in user from /, /login and /register to /dashboard', () => {
    for (const path of ['/', '/login', '/register', '/login/', '/register?x=1']) {
      expect(guard(path, true), path).toBe('/dashboard');
    }
  });
  it('lets a signed-in user open every other known path', () => {
    for (const path of ['/dashboard', '/dashboard/tv', '/picking/12', '/survey/NPS-OPEN/9', '/not-found']) {
      expect(guard(path, true), path).toBeNull();
    }
  });
  it('sends an unknown path to /not-found, signed in or out', () => {
    expect(guard('/nope', true, false)).toBe('/not-found');
    expect(guard('/nope', false, false)).toBe('/not-found');
  });
  it('shows the error pages to everyone (doc 1 §2.1 lists /access-denied as public)', () => {
    for (const path of ['/not-found', '/access-denied']) {
      expect(guard(path, false), path).toBeNull();
      expect(guard(path, true), path).toBeNull();
    }
  });
  it('lets a signed-out visitor open only /login, /register and paths beginning with /survey', () => {
    for (const path of ['/login', '/register', '/survey/NPS-OPEN/8', '/survey', '/login/']) {
      expect(guard(path, false), path).toBeNull();
    }
  });
  it('sends a signed-out visitor on any other known path to /login', () => {
    for (const path of ['/', '/dashboard', '/dashboard/tv', '/users', '/picking/1']) {
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
