import { defineMessages } from '../i18n';

/**
 * Texts of the control API's stub rules (/__sim/stubs) and kept setups (/__sim/sessions/:name/
 * export and import, issue 29) in the caller's language. The wording is ours.
 */
const { text: setupError, message: simSetupMessage } = defineMessages(
  {
    'pt-BR': {
      noStubRule: 'Stub {id} não encontrado',
      noSession: 'A sessão {name} não existe (nunca foi usada nem guardada)',
      stubRemoved: 'Stub removido',
      stubsCleared: 'Stubs removidos',
      newerSetup:
        'Este arquivo vem de uma versão mais nova do simulador (formato {version}); esta lê até o formato {supported}',
      notASetup: 'Isto não é uma exportação de sessão do simulador: {reason}',
      setupImported:
        'Sessão {session} importada: {faults} regras de falha, {stubs} stubs, {snapshots} snapshots',
    },
    'en-US': {
      noStubRule: 'No stub {id}',
      noSession: 'No session {name} (never used nor kept)',
      stubRemoved: 'Stub removed',
      stubsCleared: 'Stubs cleared',
      newerSetup:
        'This file comes from a newer simulator (format {version}); this one reads up to format {supported}',
      notASetup: 'This is not a simulator session export: {reason}',
      setupImported: 'Session {session} imported: {faults} fault rules, {stubs} stubs, {snapshots} snapshots',
    },
    es: {
      noStubRule: 'No existe el stub {id}',
      noSession: 'No existe la sesión {name} (nunca se usó ni se guardó)',
      stubRemoved: 'Stub eliminado',
      stubsCleared: 'Stubs eliminados',
      newerSetup:
        'Este archivo viene de una versión más nueva del simulador (formato {version}); esta lee hasta el formato {supported}',
      notASetup: 'Esto no es una exportación de sesión del simulador: {reason}',
      setupImported:
        'Sesión {session} importada: {faults} reglas de falla, {stubs} stubs, {snapshots} snapshots',
    },
  },
  'simSetups',
);

export { simSetupMessage };

export const SIM_SETUP_MESSAGES = {
  noStubRule: (id: string) => setupError('noStubRule', { id }),
  noSession: (name: string) => setupError('noSession', { name }),
  newerSetup: (version: number, supported: number) => setupError('newerSetup', { version, supported }),
  notASetup: (reason: string) => setupError('notASetup', { reason }),
};
