import { atom, useAtomValue } from 'jotai';
import type { User } from '../../domain/user';
import { sessionAtom } from '../session-store';

// The one way the console reads the signed-in user (doc 1 §3.4: the session holds the user).
// The stored session exists exactly while signed in: the session provider clears one the session
// machine refuses, and sign-out and a 401 clear it.

const currentUserAtom = atom((get) => get(sessionAtom)?.user ?? null);

/** The signed-in user, or null when signed out. */
export const useCurrentUser = (): User | null => useAtomValue(currentUserAtom);
