import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { SIM_SESSION_NAME } from '../../src/domain/sim-session-name';
import { badRequest, notFound } from '../http/http-error';
import { addRoute } from '../http/validate';
import { SIM_SETUP_MESSAGES, simSetupMessage } from '../i18n/messages/sim-setups';
import { SETUP_VERSION, type SetupFile, setupEnvelope, setupProblem } from '../plugins/setup-file';

const sessionName = type({ name: SIM_SESSION_NAME });
/** the whole setup file (plugins/setup-file.ts); only its envelope is documented, the rest is
 * what the export answers */
const setupAnswer = type({ format: 'string', version: 'number', session: 'string' });
const importedAnswer = type({
  message: 'string',
  session: 'string',
  faults: 'number',
  stubs: 'number',
  snapshots: 'number',
});
/** a setup holds up to 32 snapshots of a database: far over the server's 1 MB (app.ts) */
const IMPORT_LIMIT_BYTES = 256 * 1024 * 1024;

/** A session's whole setup as one file, out and in (plugins/setup-store.ts, issue 29). */
export async function simSetupsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/sessions/:name/export',
    summary:
      "Session `name`'s whole setup as one JSON file: seed, clock, fault and stub rules, and the snapshots " +
      'taken from it (database bytes in base64); POST it to /sessions/{name}/import on another simulator',
    tags: ['simulator'],
    params: sessionName,
    response: setupAnswer,
    handler: async (request, reply) => {
      const file = app.setups.exportOf(request.params.name);
      if (!file) throw notFound(SIM_SETUP_MESSAGES.noSession(request.params.name));
      reply.header('content-disposition', `attachment; filename="sim-setup-${request.params.name}.json"`);
      // the file as it is: the answer schema documents its envelope only
      reply.serializer(JSON.stringify);
      return file;
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/sessions/:name/import',
    summary:
      "Replace session `name`'s setup with an exported one (GET /sessions/{name}/export): its data is seeded " +
      `again from the file's seed, its clock, fault and stub rules and snapshots come from the file. A file ` +
      `that is not an export, or one from a newer simulator (format > ${SETUP_VERSION}), is refused and changes nothing`,
    tags: ['simulator'],
    params: sessionName,
    body: setupEnvelope,
    bodyLimit: IMPORT_LIMIT_BYTES,
    response: importedAnswer,
    handler: async (request) => {
      const problem = setupProblem(request.body);
      if (problem && 'newer' in problem)
        throw badRequest(SIM_SETUP_MESSAGES.newerSetup(problem.newer, SETUP_VERSION));
      if (problem) throw badRequest(SIM_SETUP_MESSAGES.notASetup(problem.reason));
      const file = request.body as unknown as SetupFile;
      const session = request.params.name;
      app.setups.apply(session, file);
      app.setups.changed(session);
      const counts = {
        faults: file.faults.length,
        stubs: file.stubs.length,
        snapshots: file.snapshots.length,
      };
      return {
        message: simSetupMessage(request, 'setupImported', { session, ...counts }),
        session,
        ...counts,
      };
    },
  });
}
