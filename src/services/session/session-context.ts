import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** The one session actor of the console (SessionProvider); read it through useSession(). */
export const SessionActorContext = createContext<SessionActor | null>(null);
