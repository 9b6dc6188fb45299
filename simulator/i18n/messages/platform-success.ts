import { defineMessages } from '../i18n';

/**
 * Success texts of the platform-wide calls and of the simulator's own tools, in the caller's
 * language: the console toasts a successful call's `message` as it comes (doc 1 §8). Login and
 * registration are the seed's texts (doc 1 §8; pt-BR and es as the console's locale files say
 * them); the others are ours.
 */
export const { message: platformMessage, format: formatPlatformSuccess } = defineMessages({
  'pt-BR': {
    loginSucceeded: 'Login realizado com sucesso',
    registered: 'Cadastro realizado com sucesso! Aguarde seu e-mail com seu usuário e senha!',
    companySwitched: 'Empresa alterada com sucesso',
    surveyAnswered: 'Obrigado! Sua resposta foi registrada.',
    userUpdated: 'Usuário atualizado com sucesso',
    simSessionReset: 'Sessão reiniciada',
    simSessionDataReloaded: 'Dados da sessão recarregados',
    simSessionSeeded: 'Sessão populada',
    simFaultRemoved: 'Regra de falha removida',
    simFaultsCleared: 'Regras de falha removidas',
    simSnapshotRestored: 'Snapshot restaurado',
    simSnapshotRemoved: 'Snapshot removido',
    simJournalCleared: 'Diário limpo',
  },
  'en-US': {
    loginSucceeded: 'Successfully logged in', // doc 1 §8
    registered: 'Registration successfully created! Wait for your email with your username and password!', // doc 1 §8
    companySwitched: 'Company switched successfully',
    surveyAnswered: 'Thank you! Your answer was saved.',
    userUpdated: 'User updated successfully',
    simSessionReset: 'Session reset',
    simSessionDataReloaded: 'Session data reloaded',
    simSessionSeeded: 'Session seeded',
    simFaultRemoved: 'Fault rule removed',
    simFaultsCleared: 'Fault rules cleared',
    simSnapshotRestored: 'Snapshot restored',
    simSnapshotRemoved: 'Snapshot removed',
    simJournalCleared: 'Journal cleared',
  },
  es: {
    loginSucceeded: 'Inicio de sesión exitoso',
    registered: '¡Registro creado con éxito! ¡Espera tu correo con tu usuario y contraseña!',
    companySwitched: 'Empresa cambiada con éxito',
    surveyAnswered: '¡Gracias! Tu respuesta fue registrada.',
    userUpdated: 'Usuario actualizado con éxito',
    simSessionReset: 'Sesión reiniciada',
    simSessionDataReloaded: 'Datos de la sesión recargados',
    simSessionSeeded: 'Sesión poblada',
    simFaultRemoved: 'Regla de falla eliminada',
    simFaultsCleared: 'Reglas de falla eliminadas',
    simSnapshotRestored: 'Snapshot restaurado',
    simSnapshotRemoved: 'Snapshot eliminado',
    simJournalCleared: 'Diario vaciado',
  },
});
