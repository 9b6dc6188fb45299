import { defineMessages } from '../i18n';

/**
 * Texts of recording and replay (/__sim/record, /__sim/har/replay, issue 29) in the caller's
 * language. The wording is ours: the issue names the features, not their messages.
 */
const { text: simHarError, message: simHarMessage } = defineMessages(
  {
    'pt-BR': {
      upstreamFailed: 'A plataforma gravada ({target}) não respondeu: {reason}',
      recording: 'Sessão gravando: as chamadas vão para {target}',
      notRecording: 'Sessão sem gravação: o simulador responde',
      notHar: 'O arquivo não é um HAR 1.1/1.2: {reason}',
    },
    'en-US': {
      upstreamFailed: 'The recorded platform ({target}) did not answer: {reason}',
      recording: 'Session recording: its calls go to {target}',
      notRecording: 'Session not recording: the simulator answers',
      notHar: 'The file is not a HAR 1.1/1.2: {reason}',
    },
    es: {
      upstreamFailed: 'La plataforma grabada ({target}) no respondió: {reason}',
      recording: 'Sesión grabando: sus llamadas van a {target}',
      notRecording: 'Sesión sin grabación: responde el simulador',
      notHar: 'El archivo no es un HAR 1.1/1.2: {reason}',
    },
  },
  'simHar',
);

export { simHarMessage };

export const SIM_HAR_MESSAGES = {
  upstreamFailed: (target: string, reason: string) => simHarError('upstreamFailed', { target, reason }),
  notHar: (reason: string) => simHarError('notHar', { reason }),
};
